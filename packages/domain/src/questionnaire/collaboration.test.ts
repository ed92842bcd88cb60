import {
  COLLABORATION_LIMITS,
  COLLABORATION_PERMISSIONS,
  COLLABORATION_ROLES,
  DEFAULT_SHARE_LINK_NAME,
} from '@rampart/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findConflict, resolveConflict, type EditOperation } from './conflicts.ts';
import { dueReminders, reminderDates } from './reminders.ts';
import { avatarOverflow, isPresenceStale, newestFirst, PRESENCE_STALE_MS } from './presence.ts';
import {
  canAssignCollaborationRole,
  canRemoveCollaborator,
  collaborationPermissionsForRole,
  inviteEmail,
  questionnaireRole,
  shareLinkAccess,
  shareLinkName,
  type ShareLinkRules,
} from './sharing.ts';
import { roleAbilities } from './status.ts';

const t0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const DAY = 86_400_000;

describe('roles and permissions (§4, §6)', () => {
  it.each([
    ['viewer', ['view']],
    ['commenter', ['view', 'comment']],
    ['editor', ['view', 'edit', 'comment']],
    ['admin', ['view', 'edit', 'comment', 'share', 'admin']],
    ['owner', [...COLLABORATION_PERMISSIONS]],
  ] as const)('%s holds %j', (role, perms) => {
    expect(collaborationPermissionsForRole(role).sort()).toEqual([...perms].sort());
  });

  it('a higher role never holds fewer permissions than a lower one', () => {
    for (let i = 1; i < COLLABORATION_ROLES.length; i++) {
      const higher = collaborationPermissionsForRole(COLLABORATION_ROLES[i - 1]!);
      for (const p of collaborationPermissionsForRole(COLLABORATION_ROLES[i]!))
        expect(higher).toContain(p);
    }
  });

  it('who may give which role, and remove whom', () => {
    expect(canAssignCollaborationRole('owner', null, 'admin')).toBe(true);
    expect(canAssignCollaborationRole('admin', null, 'editor')).toBe(true);
    expect(canAssignCollaborationRole('admin', null, 'admin')).toBe(false);
    expect(canAssignCollaborationRole('admin', 'admin', 'viewer')).toBe(false);
    expect(canAssignCollaborationRole('owner', 'owner', 'viewer')).toBe(false);
    expect(canAssignCollaborationRole('owner', null, 'owner')).toBe(false);
    expect(canAssignCollaborationRole('editor', null, 'viewer')).toBe(false);
    expect(canRemoveCollaborator('admin', 'editor')).toBe(true);
    expect(canRemoveCollaborator('admin', 'admin')).toBe(false);
    expect(canRemoveCollaborator('owner', 'owner')).toBe(false);
    expect(canRemoveCollaborator('editor', 'viewer')).toBe(false);
  });

  it('status shapes abilities: published questions change only through a new version; archived is read-only', () => {
    expect(roleAbilities('editor', 'draft', false).editQuestions).toBe(true);
    expect(roleAbilities('editor', 'published', false)).toMatchObject({
      editQuestions: false,
      revise: true,
      comment: true,
    });
    expect(roleAbilities('owner', 'archived', false)).toMatchObject({
      view: true,
      editQuestions: false,
      comment: false,
      share: false,
      createVersion: false,
      unarchive: true,
      delete: true,
      download: true,
    });
    expect(roleAbilities('viewer', 'draft', false)).toMatchObject({
      view: true,
      editQuestions: false,
      comment: false,
      download: false,
    });
    expect(roleAbilities('viewer', 'draft', true).download).toBe(true);
    expect(roleAbilities('editor', 'draft', true)).toMatchObject({
      publish: false,
      archive: false,
    });
    expect(roleAbilities('admin', 'draft', true)).toMatchObject({
      publish: true,
      archive: true,
      delete: false,
    });
  });
});

describe('invites and links (§5)', () => {
  it.each([
    ['', false],
    ['   ', false],
    [' Ana@Example.com ', true],
  ])('invite %j', (text, ok) => {
    const r = inviteEmail(text);
    expect(r.ok).toBe(ok);
    if (!r.ok)
      expect([r.title, r.message]).toEqual([
        'Email Required',
        'Please enter an email address to invite.',
      ]);
    else expect(r.email).toBe('ana@example.com');
  });

  it.each([
    ['', DEFAULT_SHARE_LINK_NAME],
    ['  ', 'Shared Link'],
    [null, 'Shared Link'],
    [' Auditors ', 'Auditors'],
  ])('link name %j is %j', (name, expected) => expect(shareLinkName(name)).toBe(expected));

  const link = (over: Partial<ShareLinkRules> = {}): ShareLinkRules => ({
    type: 'comment',
    isActive: true,
    expiresAt: at(1000),
    passwordProtected: false,
    requiresSignIn: false,
    ...over,
  });
  const visit = { now: t0, signedIn: false, password: 'none' as const };
  const reason = (l: ShareLinkRules, v: Partial<Parameters<typeof shareLinkAccess>[1]> = {}) => {
    const r = shareLinkAccess(l, { ...visit, ...v });
    return r.allowed ? r.permissions : r.reason;
  };

  it.each([
    [999, ['view', 'comment']],
    [1000, 'expired'],
    [1001, 'expired'],
  ])('a link expiring at +1 s, visited at +%i ms', (ms, expected) => {
    expect(reason(link(), { now: at(ms) })).toEqual(expected);
  });

  it('checks active, expiry, sign-in, then the password only when protection is on', () => {
    expect(reason(link({ expiresAt: null }), { now: at(100 * DAY) })).toEqual(['view', 'comment']);
    expect(reason(link({ isActive: false, passwordProtected: true }))).toBe('inactive');
    expect(reason(link({ requiresSignIn: true }))).toBe('sign_in_required');
    expect(reason(link({ requiresSignIn: true }), { signedIn: true })).toEqual(['view', 'comment']);
    expect(reason(link({ passwordProtected: true }))).toBe('password_required');
    expect(reason(link({ passwordProtected: true }), { password: 'wrong' })).toBe('wrong_password');
    expect(reason(link({ passwordProtected: true, type: 'edit' }), { password: 'right' })).toEqual([
      'view',
      'comment',
      'edit',
    ]);
    expect(reason(link({ type: 'view' }), { password: 'wrong' })).toEqual(['view']);
  });
});

describe('conflicts (§4, 5 s window)', () => {
  const op = (
    id: string,
    userId: string,
    ms: number,
    over: Partial<EditOperation> = {},
  ): EditOperation => ({
    id,
    userId,
    timestamp: at(ms),
    elementId: 'q1',
    elementType: 'question',
    resolved: false,
    ...over,
  });
  const w = COLLABORATION_LIMITS.conflictWindowMs;

  it.each([
    [w - 1, true],
    [w, true],
    [w + 1, false],
  ])('edits %i ms apart conflict: %s', (gap, expected) => {
    expect(findConflict(op('b', 'bo', gap), [op('a', 'al', 0)]) !== null).toBe(expected);
    expect(findConflict(op('b', 'bo', 0), [op('a', 'al', gap)]) !== null).toBe(expected);
  });

  it('not with oneself, another question, or a resolved edit', () => {
    expect(findConflict(op('b', 'al', 10), [op('a', 'al', 0)])).toBeNull();
    expect(findConflict(op('b', 'bo', 10), [op('a', 'al', 0, { elementId: 'q2' })])).toBeNull();
    expect(findConflict(op('b', 'bo', 10), [op('a', 'al', 0, { resolved: true })])).toBeNull();
    expect(findConflict(op('b', 'bo', 10), [op('a', 'al', 0), op('c', 'cy', 20)])).toEqual({
      type: 'concurrent_edit',
      elementId: 'q1',
      operationIds: ['b', 'a', 'c'],
      affectedUsers: ['bo', 'al', 'cy'],
    });
  });

  it('Merge keeps all; Keep Latest keeps the latest edit', () => {
    const ops = [op('a', 'al', 0), op('b', 'bo', 300), op('c', 'cy', 100)];
    expect(resolveConflict(ops, 'accept_all', 'al', t0)).toMatchObject({
      keptOperationIds: ['a', 'b', 'c'],
      discardedOperationIds: [],
    });
    expect(resolveConflict(ops, 'accept_last', 'al', t0)).toMatchObject({
      keptOperationIds: ['b'],
      discardedOperationIds: ['a', 'c'],
    });
  });
});

describe('assignment reminders (7, 3, 1 days)', () => {
  const due = new Date('2026-04-20T09:00:00Z');
  const base = {
    dueDate: due,
    createdAt: new Date('2026-04-01T00:00:00Z'),
    remindersOn: true,
    sentDays: [],
    completed: false,
  };
  const days = (now: Date, over = {}) =>
    dueReminders({ ...base, ...over }, now).map((r) => r.daysBefore);

  it('fall 7, 3 and 1 days before the due instant', () => {
    expect(reminderDates(due).map((r) => r.at.toISOString())).toEqual([
      '2026-04-13T09:00:00.000Z',
      '2026-04-17T09:00:00.000Z',
      '2026-04-19T09:00:00.000Z',
    ]);
  });

  it.each([
    [-1, []],
    [0, [7]],
    [1, [7]],
  ])('at the 7-day reminder %+i ms', (ms, expected) => {
    expect(days(new Date(due.getTime() - 7 * DAY + ms))).toEqual(expected);
  });

  it('none once sent, completed, switched off, or past due; none from before the assignment', () => {
    const now = new Date(due.getTime() - DAY);
    expect(days(now)).toEqual([7, 3, 1]);
    expect(days(now, { sentDays: [7, 3] })).toEqual([1]);
    expect(days(now, { completed: true })).toEqual([]);
    expect(days(now, { remindersOn: false })).toEqual([]);
    expect(days(due)).toEqual([]);
    expect(days(now, { createdAt: new Date(due.getTime() - 2 * DAY) })).toEqual([1]);
  });

  it('a reminder is only ever due before the due date and after its own time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * DAY, max: 2 * DAY }), (offset) => {
        const now = new Date(due.getTime() + offset);
        for (const r of dueReminders(base, now)) {
          expect(r.at.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(now.getTime()).toBeLessThan(due.getTime());
        }
      }),
    );
  });
});

describe('presence and lists (§9)', () => {
  it.each([
    [3, 3, 0],
    [4, 4, 0],
    [5, 4, 1],
    [9, 4, 5],
  ])('%i people: %i avatars, +%i', (n, shown, more) => {
    const r = avatarOverflow(Array.from({ length: n }, (_, i) => i));
    expect([r.shown.length, r.more]).toEqual([shown, more]);
  });

  it.each([
    [49, 49],
    [50, 50],
    [51, 50],
  ])('activity of %i entries keeps %i, newest first', (n, kept) => {
    const items = Array.from({ length: n }, (_, i) => ({ timestamp: at(i) }));
    const out = newestFirst(items);
    expect(out).toHaveLength(kept);
    expect(out[0]!.timestamp).toEqual(at(n - 1));
    expect(newestFirst(items, COLLABORATION_LIMITS.recentChangesShown)).toHaveLength(
      Math.min(n, 10),
    );
  });

  it.each([
    [PRESENCE_STALE_MS - 1, false],
    [PRESENCE_STALE_MS, false],
    [PRESENCE_STALE_MS + 1, true],
  ])('presence last seen %i ms ago is stale: %s', (ms, stale) => {
    expect(isPresenceStale(t0, at(ms))).toBe(stale);
  });
});

describe('questionnaireRole', () => {
  const base = {
    isCreator: false,
    isOrganizationAdmin: false,
    memberRole: null,
    visibility: 'organization' as const,
    canWriteQuestionnaires: false,
    canReadQuestionnaires: true,
  };
  it('gives the highest role the facts allow', () => {
    expect(questionnaireRole({ ...base, isCreator: true })).toBe('owner');
    expect(questionnaireRole({ ...base, isOrganizationAdmin: true })).toBe('admin');
    expect(questionnaireRole({ ...base, isOrganizationAdmin: true, creatorGone: true })).toBe(
      'owner',
    );
    expect(questionnaireRole({ ...base, canWriteQuestionnaires: true, creatorGone: true })).toBe(
      'editor',
    );
    expect(questionnaireRole({ ...base, canWriteQuestionnaires: true })).toBe('editor');
    expect(questionnaireRole(base)).toBe('viewer');
    expect(questionnaireRole({ ...base, memberRole: 'commenter' })).toBe('commenter');
    expect(questionnaireRole({ ...base, memberRole: 'viewer', canWriteQuestionnaires: true })).toBe(
      'editor',
    );
  });
  it('keeps a private questionnaire to its owner, admins and invited people', () => {
    const hidden = { ...base, visibility: 'private' as const, canWriteQuestionnaires: true };
    expect(questionnaireRole(hidden)).toBeNull();
    expect(questionnaireRole({ ...hidden, memberRole: 'viewer' })).toBe('viewer');
    expect(questionnaireRole({ ...hidden, isOrganizationAdmin: true })).toBe('admin');
  });
  it('gives nothing to someone who may not read questionnaires', () => {
    expect(
      questionnaireRole({ ...base, canReadQuestionnaires: false, memberRole: 'editor' }),
    ).toBeNull();
  });
});
