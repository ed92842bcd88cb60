import { describe, expect, it } from 'vitest';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { createDocumentAs } from '../documents/document-test-kit.ts';
import { uploadEvidence } from '../questionnaires/panel/panel-test-kit.ts';
import { deliverPendingEmails } from './deliver-email.ts';
import {
  bell,
  call,
  mailsTo,
  notificationTestEnv,
  team,
  setPreferences,
} from './notification-test-kit.ts';
import { notify } from './notify.ts';
import { notifyTimedEvents } from './sweep-notifications.ts';

const env = await notificationTestEnv();

const DAY = 86_400_000;
/** The calendar day `days` from today (UTC), as the API takes it. */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const ok = async (who: SignedIn, method: 'POST' | 'PATCH', url: string, body: object) => {
  const res = await call(env.app, who, method, url, body);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().data;
};

// The sweep's notifying part: its mail is drained per organisation below, since on a shared
// PostgreSQL (test:db) a global drain would take mail that other tests wait to send themselves.
const sweep = () => notifyTimedEvents(env.db, new Date());
const drain = (who: SignedIn) =>
  deliverPendingEmails(env.mail, { organizationId: who.user.organizationId });
const ofKind = async (who: SignedIn, kind: string) =>
  (await bell(env.app, who)).filter((n) => n.kind === kind);

describe('the notification sweep', () => {
  it('tells the assignee of a test due within 7 days once, and again when it moves', async () => {
    const { owner, member } = await team(env.app);
    const control = await ok(owner, 'POST', '/api/controls', { title: 'Backups' });
    const url = `/api/controls/${control.id}/schedule-test`;
    await ok(owner, 'POST', url, { nextTestDate: day(10), assignee: member.user.id });
    await sweep();
    expect(await ofKind(member, 'test_due')).toEqual([]);
    await ok(owner, 'POST', url, { nextTestDate: day(3) });
    await sweep();
    await sweep();
    const [due, ...more] = await ofKind(member, 'test_due');
    expect(more).toEqual([]);
    expect(due!.title).toMatch(/^The test of “Backups” is due \w{3} \d{1,2}, \d{4}$/);
    expect(due!.link).toBe(`/dashboard/controls/${control.id}`);
    await drain(owner);
    await drain(owner);
    expect(mailsTo(env.mailer, member).filter((m) => m.subject === due!.title)).toHaveLength(1);
    await ok(owner, 'POST', url, { nextTestDate: day(5) });
    await sweep();
    expect(await ofKind(member, 'test_due')).toHaveLength(2);
  });

  it('tells of an overdue test, its control’s owner when it has no assignee', async () => {
    const { owner, member } = await team(env.app);
    const control = await ok(owner, 'POST', '/api/controls', {
      title: 'Firewall review',
      ownerUserId: member.user.id,
    });
    await ok(owner, 'POST', `/api/controls/${control.id}/schedule-test`, {
      nextTestDate: day(-2),
    });
    await sweep();
    await sweep();
    const late = await ofKind(member, 'test_overdue');
    expect(late.map((n) => n.title)).toEqual([
      expect.stringMatching(/^The test of “Firewall review” is overdue: it was due /),
    ]);
    expect(await ofKind(member, 'test_due')).toEqual([]);
    expect(await ofKind(owner, 'test_overdue')).toEqual([]);
  });

  it('tells the uploader and the control’s owner of evidence about to expire', async () => {
    const { owner, member } = await team(env.app);
    const control = await ok(owner, 'POST', '/api/controls', {
      title: 'Pen test',
      ownerUserId: member.user.id,
    });
    const soon = await uploadEvidence(env.app, owner, 'Pen test report');
    await ok(owner, 'PATCH', `/api/evidence/${soon.id}`, {
      controlId: control.id,
      expiresAt: day(20),
    });
    const later = await uploadEvidence(env.app, owner, 'ISO certificate');
    await ok(owner, 'PATCH', `/api/evidence/${later.id}`, { expiresAt: day(60) });
    await sweep();
    await sweep();
    for (const who of [owner, member]) {
      const notes = await ofKind(who, 'expiring');
      expect(notes.map((n) => [n.entityType, n.entityId, n.link])).toEqual([
        ['evidence', soon.id, `/dashboard/controls/${control.id}`],
      ]);
      expect(notes[0]!.title).toMatch(/^Evidence “Pen test report” expires /);
    }
  });

  it('tells a document’s owner it expires within 30 days, once', async () => {
    const { owner, member } = await team(env.app);
    const soon = await createDocumentAs(env.app, owner, {
      title: 'Access control policy',
      kind: 'policy',
      ownerUserId: member.user.id,
      expiresAt: day(10),
    });
    await createDocumentAs(env.app, owner, {
      title: 'Far policy',
      kind: 'policy',
      expiresAt: day(90),
    });
    await sweep();
    await sweep();
    const notes = await ofKind(member, 'expiring');
    expect(notes.map((n) => [n.entityType, n.entityId, n.link])).toEqual([
      ['document', soon.id, `/dashboard/documents/${soon.id}`],
    ]);
    expect(notes[0]!.title).toMatch(/^Document “Access control policy” expires /);
    expect(await ofKind(owner, 'expiring')).toEqual([]);
  });

  it('tells a finding’s owner it is overdue unless it is resolved', async () => {
    const { owner, member } = await team(env.app);
    const late = await ok(owner, 'POST', '/api/findings', {
      title: 'Stale accounts',
      severity: 'medium',
      ownerUserId: member.user.id,
      dueDate: day(-1),
    });
    await ok(owner, 'POST', '/api/findings', {
      title: 'Fixed already',
      severity: 'low',
      ownerUserId: member.user.id,
      dueDate: day(-1),
      status: 'resolved',
    });
    await sweep();
    await sweep();
    const notes = await ofKind(member, 'finding_overdue');
    expect(notes.map((n) => n.entityId)).toEqual([late.id]);
    expect(notes[0]!.title).toMatch(/^Finding “Stale accounts” is past its due date \(/);
  });

  it('respects a kind turned off in the app', async () => {
    const { owner, member } = await team(env.app);
    await setPreferences(env.app, member, {
      preferences: [{ kind: 'finding_overdue', inApp: false, email: false }],
    });
    await ok(owner, 'POST', '/api/findings', {
      title: 'Ignored',
      severity: 'low',
      ownerUserId: member.user.id,
      dueDate: day(-3),
    });
    await sweep();
    await drain(owner);
    expect(await ofKind(member, 'finding_overdue')).toEqual([]);
    expect(
      mailsTo(env.mailer, member).filter((m) => m.subject.includes('past its due date')),
    ).toEqual([]);
  });
});

describe('notify, for the scheduled reports', () => {
  it('tells of a report once per event, in the app and by mail', async () => {
    const { owner, member } = await team(env.app);
    const ready = {
      organizationId: owner.user.organizationId,
      userId: member.user.id,
      kind: 'report_ready' as const,
      title: 'Your monthly risk report is ready',
      body: 'November 2026',
      link: '/dashboard/reports/rpt_1',
      entityType: 'report',
      entityId: 'rpt_1',
      eventKey: 'report_ready:rpt_1:2026-11',
    };
    const first = await env.db.transaction((tx) => notify(tx, ready));
    const again = await env.db.transaction((tx) => notify(tx, ready));
    expect(first?.kind).toBe('report_ready');
    expect(again).toBeNull();
    // Someone outside the organisation is told nothing.
    const stranger = await buildOrg(env.app);
    expect(
      await env.db.transaction((tx) => notify(tx, { ...ready, userId: stranger.user.id })),
    ).toBeNull();
    expect((await bell(env.app, member)).map((n) => [n.title, n.link])).toEqual([
      ['Your monthly risk report is ready', '/dashboard/reports/rpt_1'],
    ]);
    await drain(owner);
    expect(mailsTo(env.mailer, member).map((m) => m.subject)).toEqual([
      'Your monthly risk report is ready',
    ]);
  });
});
