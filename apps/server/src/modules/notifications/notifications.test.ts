import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@rampart/contracts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { createQuestionnaire, smallStructure } from '../questionnaires/questionnaire-test-kit.ts';
import {
  bell,
  call,
  fieldsOf,
  notificationTestEnv,
  team,
  setPreferences,
  unreadOf,
} from './notification-test-kit.ts';

const env = await notificationTestEnv();

const post = (who: SignedIn, url: string, body: object) => call(env.app, who, 'POST', url, body);
const patch = (who: SignedIn, url: string, body: object) => call(env.app, who, 'PATCH', url, body);

describe('assignment notifications', () => {
  it('tells a finding’s new owner, not the person who gave it, and lets them read it', async () => {
    const { owner, member } = await team(env.app);
    const finding = (
      await post(owner, '/api/findings', {
        title: 'MFA gaps',
        severity: 'high',
        ownerUserId: member.user.id,
        dueDate: '2030-03-15',
      })
    ).json().data;
    const [n, ...rest] = await bell(env.app, member);
    expect(rest).toEqual([]);
    expect(n).toMatchObject({
      kind: 'assigned',
      title: 'Olivia Owner made you the owner of the finding “MFA gaps”',
      body: 'Due Mar 15, 2030.',
      link: null,
      entityType: 'finding',
      entityId: finding.id,
      readAt: null,
    });
    expect(await unreadOf(env.app, member)).toBe(1);
    expect(await bell(env.app, owner)).toEqual([]);

    // Saving it again with the same owner is no new event.
    await patch(owner, `/api/findings/${finding.id}`, { title: 'MFA gaps (all)' });
    expect(await bell(env.app, member)).toHaveLength(1);

    const read = await post(member, `/api/notifications/${n!.id}/read`, {});
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.readAt).not.toBeNull();
    expect(await unreadOf(env.app, member)).toBe(0);
    expect(await bell(env.app, member, '?unread=true')).toEqual([]);
    expect(await bell(env.app, member, '?unread=false')).toHaveLength(1);
  });

  it('refuses someone else’s notification as not found, even in the same organisation', async () => {
    const { owner, member } = await team(env.app);
    await post(owner, '/api/risks', {
      title: 'Ransomware',
      likelihood: 3,
      impact: 4,
      ownerUserId: member.user.id,
    });
    const [n] = await bell(env.app, member);
    expect(n?.link).toMatch(/^\/dashboard\/risks\/rsk_/);
    const res = await post(owner, `/api/notifications/${n!.id}/read`, {});
    expect(res.statusCode).toBe(404);
    const stranger = await buildOrg(env.app);
    expect((await post(stranger, `/api/notifications/${n!.id}/read`, {})).statusCode).toBe(404);
    expect((await bell(env.app, member))[0]!.readAt).toBeNull();
  });

  it('tells a risk’s or control’s new owner on create and on a change of owner only', async () => {
    const { owner, member } = await team(env.app);
    const other = await buildMember(env.app, owner, 'member', 'Otto Other');
    const risk = (
      await post(owner, '/api/risks', { title: 'Fraud', likelihood: 2, impact: 3 })
    ).json().data;
    expect(await bell(env.app, member)).toEqual([]);
    await patch(owner, `/api/risks/${risk.id}`, { ownerUserId: member.user.id });
    await patch(owner, `/api/risks/${risk.id}`, { description: 'Card fraud' });
    await patch(owner, `/api/risks/${risk.id}`, { ownerUserId: other.user.id });
    expect((await bell(env.app, member)).map((n) => n.title)).toEqual([
      'Olivia Owner made you the owner of the risk “Fraud”',
    ]);
    expect(await bell(env.app, other)).toHaveLength(1);

    const control = (
      await post(owner, '/api/controls', { title: 'Access review', ownerUserId: member.user.id })
    ).json().data;
    const [n] = await bell(env.app, member);
    expect(n).toMatchObject({
      title: 'Olivia Owner made you the owner of the control “Access review”',
      link: `/dashboard/controls/${control.id}`,
    });
    // Owners of their own: nobody is told of what they give themselves.
    await post(member, '/api/risks', {
      title: 'Mine',
      likelihood: 1,
      impact: 1,
      ownerUserId: member.user.id,
    });
    expect(await bell(env.app, member)).toHaveLength(2);
  });

  it('tells the assignee of a scheduled control test once, and again only for a new assignee', async () => {
    const { owner, member } = await team(env.app);
    const control = (await post(owner, '/api/controls', { title: 'Backups' })).json().data;
    const url = `/api/controls/${control.id}/schedule-test`;
    await post(owner, url, { nextTestDate: '2030-05-01', assignee: member.user.id });
    await post(owner, url, { nextTestDate: '2030-06-01' });
    const notes = await bell(env.app, member);
    expect(notes.map((n) => [n.title, n.body, n.entityType])).toEqual([
      [
        'Olivia Owner assigned you the test of the control “Backups”',
        'Scheduled for May 1, 2030.',
        'control_test',
      ],
    ]);
  });

  it('tells the assignee of a questionnaire section, and a mention in a comment', async () => {
    const { owner, member } = await team(env.app);
    const q = await createQuestionnaire(env.app, owner, {
      title: 'Cloud',
      structure: smallStructure(),
    });
    const res = await post(owner, `/api/questionnaires/${q.id}/assignments`, {
      sectionId: 's1',
      assigneeId: member.user.id,
      instructions: 'From the IdP',
    });
    expect(res.statusCode, res.body).toBe(200);
    await post(owner, `/api/questionnaires/${q.id}/comments`, {
      content: `@[Mia Member](${member.user.id}) please look`,
    });
    const notes = await bell(env.app, member);
    expect(notes.map((n) => [n.kind, n.title, n.body, n.link])).toEqual([
      [
        'mention',
        'Olivia Owner mentioned you in “Cloud”',
        '@Mia Member please look',
        `/dashboard/questionnaires/${q.id}?mode=collaborate`,
      ],
      [
        'assigned',
        'Olivia Owner assigned you the section “Access” of “Cloud”',
        'From the IdP',
        `/dashboard/questionnaires/${q.id}?mode=collaborate`,
      ],
    ]);
    const all = await post(member, '/api/notifications/read-all', {});
    expect(all.json().data).toEqual({ updated: 2, unread: 0 });
    expect(await unreadOf(env.app, member)).toBe(0);
  });
});

describe('notification preferences', () => {
  it('starts with every kind on in both channels and no digest', async () => {
    const { member } = await team(env.app);
    const res = await call(env.app, member, 'GET', '/api/notifications/preferences');
    expect(res.json().data).toEqual({
      preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, inApp: true, email: true })),
      digest: false,
      emailAvailable: false,
    });
  });

  it('refuses an unknown kind naming the field, and changes nothing', async () => {
    const { member } = await team(env.app);
    const res = await call(env.app, member, 'PUT', '/api/notifications/preferences', {
      preferences: [
        { kind: 'assigned', inApp: false, email: false },
        { kind: 'gossip', inApp: false, email: false },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['preferences.1.kind']);
    const now = await call(env.app, member, 'GET', '/api/notifications/preferences');
    expect(now.json().data.preferences[0]).toEqual({ kind: 'assigned', inApp: true, email: true });
  });

  it('keeps a kind turned off in the app out of the bell, per organisation member', async () => {
    const { owner, member } = await team(env.app);
    const saved = await setPreferences(env.app, member, {
      preferences: [{ kind: 'assigned', inApp: false, email: true }],
      digest: true,
    });
    expect(saved.preferences[0]).toEqual({ kind: 'assigned', inApp: false, email: true });
    expect(saved.digest).toBe(true);
    await post(owner, '/api/findings', {
      title: 'Hidden',
      severity: 'low',
      ownerUserId: member.user.id,
    });
    expect(await bell(env.app, member)).toEqual([]);
    expect(await unreadOf(env.app, member)).toBe(0);
    // Back on: the next event shows (the one before stays spent).
    await setPreferences(env.app, member, {
      preferences: [{ kind: 'assigned', inApp: true, email: true }],
    });
    await post(owner, '/api/findings', {
      title: 'Shown',
      severity: 'low',
      ownerUserId: member.user.id,
    });
    expect((await bell(env.app, member)).map((n) => n.title)).toEqual([
      'Olivia Owner made you the owner of the finding “Shown”',
    ]);
  });
});
