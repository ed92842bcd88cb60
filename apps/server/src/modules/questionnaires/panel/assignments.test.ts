import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { listQuestionnaireActivity, type Db } from '@rampart/db';
import type { RecordingMailer } from '../../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import {
  call,
  createQuestionnaire,
  fieldsOf,
  giveRole,
  panelTestEnv,
  smallStructure,
} from './panel-test-kit.ts';
import { sweepAssignmentReminders } from './remind-assignments.ts';

let app: FastifyInstance;
let mailApp: FastifyInstance;
let mailer: RecordingMailer;
let db: Db;
beforeAll(async () => {
  ({ app, mailApp, mailer, db } = await panelTestEnv());
});
afterAll(() => mailApp.close());

const setup = async () => {
  const owner = await buildOrg(app, { name: 'Olivia Owner' });
  const member = await buildMember(app, owner, 'member', 'Mia Member');
  const q = await createQuestionnaire(app, owner, { title: 'Cloud', structure: smallStructure() });
  return { owner, member, q, url: `/api/questionnaires/${q.id}/assignments` };
};
const post = (who: SignedIn, url: string, body: object) => call(mailApp, who, 'POST', url, body);

const DAY = 86_400_000;
/** The calendar day `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** `daysBefore` days (plus `hours`) before the start of the due day: a fixed clock for a sweep. */
const before = (dueDay: string, daysBefore: number, hours = 1) =>
  new Date(Date.parse(`${dueDay}T00:00:00Z`) - daysBefore * DAY + hours * 3_600_000);

describe('questionnaire assignments', () => {
  it('assigns a section with the spec’s defaults, tells the assignee, and lists it', async () => {
    const { owner, member, q, url } = await setup();
    const before = mailer.sent.length;
    const res = await post(owner, url, {
      sectionId: 's1',
      assigneeId: member.user.id,
      dueDate: '2030-03-15',
      instructions: '  Answer from the IdP settings  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      questionnaireId: q.id,
      sectionId: 's1',
      sectionTitle: 'Access',
      assignee: { id: member.user.id, name: 'Mia Member', email: member.email },
      dueDate: '2030-03-15',
      priority: 'medium',
      instructions: 'Answer from the IdP settings',
      remindersOn: true,
      reminderDays: [7, 3, 1],
      remindersSent: [],
      isCompleted: false,
      createdBy: { id: owner.user.id, name: 'Olivia Owner' },
      abilities: { edit: true, complete: true, delete: true },
    });
    const mail = mailer.sent.slice(before);
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      [member.email, 'Olivia Owner assigned you the section “Access” of “Cloud”'],
    ]);
    const whole = await post(owner, url, {
      sectionId: null,
      assigneeId: owner.user.id,
      priority: 'high',
    });
    expect(whole.json().data).toMatchObject({
      sectionId: null,
      sectionTitle: null,
      dueDate: null,
      priority: 'high',
    });
    // Not mailed about what you give yourself.
    expect(mailer.sent.length).toBe(before + 1);
    const list = (await call(mailApp, member, 'GET', url)).json().data.items;
    expect(list.map((a: { sectionId: string | null }) => a.sectionId)).toEqual(['s1', null]);
    expect(list[0].abilities).toEqual({ edit: false, complete: true, delete: false });
    expect(list[1].abilities).toEqual({ edit: false, complete: false, delete: false });
    const firstPage = (await call(mailApp, member, 'GET', `${url}?limit=1`)).json().data;
    expect(firstPage).toMatchObject({ total: 2, items: [{ sectionId: 's1' }] });
    const next = `${url}?limit=1&cursor=${encodeURIComponent(firstPage.nextCursor)}`;
    expect((await call(mailApp, member, 'GET', next)).json().data).toMatchObject({
      total: 2,
      nextCursor: null,
      items: [{ sectionId: null }],
    });
    const activity = await listQuestionnaireActivity(db, owner.user.organizationId, q.id, 5);
    expect(activity.map((a) => a.description)).toEqual([
      'assigned the questionnaire to Olivia Owner',
      'assigned section “Access” to Mia Member, due 2030-03-15',
    ]);
  });

  it('names each field it refuses and stores nothing', async () => {
    const { owner, member, q, url } = await setup();
    const auditor = await buildMember(app, owner, 'auditor', 'Ada Auditor');
    const stranger = await buildOrg(app);
    const cases: [object, string][] = [
      [{ sectionId: 's9', assigneeId: member.user.id }, 'sectionId'],
      // Can only view: no edit access to complete anything.
      [{ assigneeId: auditor.user.id }, 'assigneeId'],
      [{ assigneeId: stranger.user.id }, 'assigneeId'],
      [{ assigneeId: 'usr_nobody' }, 'assigneeId'],
      [{ assigneeId: member.user.id, dueDate: '2030-02-30' }, 'dueDate'],
      [{ assigneeId: member.user.id, priority: 'urgent' }, 'priority'],
      [{ assigneeId: member.user.id, reminderDays: [0] }, 'reminderDays.0'],
    ];
    for (const [body, field] of cases) {
      const res = await post(owner, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res)).toEqual([field]);
    }
    const viewOnly = await post(owner, url, { assigneeId: auditor.user.id });
    expect(viewOnly.json().error.message).toBe(
      'Ada Auditor can only view this questionnaire: give them edit access first',
    );
    // Made an editor of this questionnaire, the auditor can be given the work.
    await giveRole(db, q.id, auditor, 'editor');
    expect((await post(owner, url, { assigneeId: auditor.user.id })).statusCode).toBe(200);
    expect((await call(mailApp, owner, 'GET', url)).json().data.items).toHaveLength(1);
  });

  it('takes the share permission to assign, change or remove', async () => {
    const { owner, member, url } = await setup();
    const manager = await buildMember(app, owner, 'risk_manager');
    // An editor of the questionnaire, not an admin: may not hand out work.
    expect((await post(manager, url, { assigneeId: member.user.id })).statusCode).toBe(403);
    const id = (await post(owner, url, { assigneeId: member.user.id })).json().data.id;
    expect(
      (await call(mailApp, manager, 'PATCH', `${url}/${id}`, { priority: 'low' })).statusCode,
    ).toBe(403);
    expect(
      (await call(mailApp, member, 'PATCH', `${url}/${id}`, { priority: 'low' })).statusCode,
    ).toBe(403);
    expect((await call(mailApp, manager, 'DELETE', `${url}/${id}`)).statusCode).toBe(403);
    const stranger = await buildOrg(app);
    expect((await call(mailApp, stranger, 'DELETE', `${url}/${id}`)).statusCode).toBe(404);
    const gone = await call(mailApp, owner, 'DELETE', `${url}/${id}`);
    expect(gone.json().data).toEqual({ deleted: [id] });
    expect((await call(mailApp, owner, 'DELETE', `${url}/${id}`)).statusCode).toBe(404);
  });

  it('is completed by its assignee or someone who may share, and leaves the person’s list', async () => {
    const { owner, member, q, url } = await setup();
    const manager = await buildMember(app, owner, 'risk_manager');
    const id = (
      await post(owner, url, { sectionId: 's2', assigneeId: member.user.id, dueDate: '2030-01-10' })
    ).json().data.id;
    const mine = async (who: SignedIn) =>
      (await call(mailApp, who, 'GET', '/api/questionnaire-assignments/mine')).json().data.items;
    expect(await mine(member)).toEqual([
      {
        id,
        questionnaire: { id: q.id, title: 'Cloud', status: 'draft' },
        sectionId: 's2',
        sectionTitle: 'Notes',
        dueDate: '2030-01-10',
        priority: 'medium',
        instructions: '',
        createdAt: expect.any(String),
      },
    ]);
    expect(await mine(owner)).toEqual([]);
    const complete = (who: SignedIn, completed: boolean) =>
      call(mailApp, who, 'PATCH', `${url}/${id}`, { completed });
    expect((await complete(manager, true)).statusCode).toBe(403);
    const done = await complete(member, true);
    expect(done.json().data).toMatchObject({ isCompleted: true });
    expect(await mine(member)).toEqual([]);
    expect((await complete(owner, false)).json().data).toMatchObject({
      isCompleted: false,
      completedAt: null,
    });
    expect(await mine(member)).toHaveLength(1);
    const activity = await listQuestionnaireActivity(db, owner.user.organizationId, q.id, 2);
    expect(activity.map((a) => [a.userName, a.description])).toEqual([
      ['Olivia Owner', 'reopened the assignment of section “Notes”'],
      ['Mia Member', 'completed the assignment of section “Notes”'],
    ]);
    // Made private without inviting them: no longer theirs to see, nor listed as their work.
    await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}`, { visibility: 'private' });
    expect(await mine(member)).toEqual([]);
    expect(
      (await call(mailApp, member, 'GET', '/api/questionnaire-assignments/mine')).json().data,
    ).toMatchObject({ total: 0, nextCursor: null });
  });

  it('changes the assignee only to someone who may edit, and a new date restarts reminders', async () => {
    const { owner, member, url } = await setup();
    const auditor = await buildMember(app, owner, 'auditor');
    const due = day(2);
    const id = (await post(owner, url, { assigneeId: member.user.id, dueDate: due })).json().data
      .id;
    // Without a mail server the reminder is still recorded (and shown as activity).
    await sweepAssignmentReminders(
      { db, mailer: null, publicUrl: 'http://rampart.test', log: mailApp.log },
      before(due, 1),
    );
    const patch = (body: object) => call(mailApp, owner, 'PATCH', `${url}/${id}`, body);
    expect((await call(mailApp, owner, 'GET', url)).json().data.items[0].remindersSent).toEqual([
      1,
    ]);
    expect(fieldsOf(await patch({ assigneeId: auditor.user.id }))).toEqual(['assigneeId']);
    expect(fieldsOf(await patch({ sectionId: 'nope' }))).toEqual(['sectionId']);
    const moved = await patch({ dueDate: day(20), priority: 'high', reminderDays: [3, 14, 3] });
    expect(moved.json().data).toMatchObject({
      dueDate: day(20),
      priority: 'high',
      reminderDays: [14, 3],
      remindersSent: [],
    });
  });
});

describe('assignment reminders', () => {
  it('sends each reminder once when its day comes, records it and shows it as activity', async () => {
    const { owner, member, q, url } = await setup();
    const due = day(10);
    const id = (
      await post(owner, url, { sectionId: 's1', assigneeId: member.user.id, dueDate: due })
    ).json().data.id;
    const dueAt = Date.parse(`${due}T00:00:00Z`);
    const at = (daysBefore: number, hours = 1) =>
      new Date(dueAt - daysBefore * DAY + hours * 3_600_000);
    const mails = () =>
      mailer.sent.filter((m) => m.to === member.email && m.subject.startsWith('Reminder'));
    const sweep = (now: Date) =>
      sweepAssignmentReminders(
        {
          db,
          mailer,
          publicUrl: 'http://rampart.test',
          log: mailApp.log,
          livePush: mailApp.livePush,
        },
        now,
      );
    const sent = async () =>
      (await call(mailApp, owner, 'GET', url))
        .json()
        .data.items.find((a: { id: string }) => a.id === id).remindersSent;

    await sweep(at(8));
    expect(mails()).toHaveLength(0);
    await sweep(at(7));
    expect(mails()).toHaveLength(1);
    expect(mails()[0]).toMatchObject({
      subject: `Reminder: section “Access” of “Cloud” is due ${due}`,
    });
    expect(mails()[0]!.text).toContain('in 7 days');
    expect(await sent()).toEqual([7]);
    // The same moment again, from a second process or the next tick: nothing more.
    await Promise.all([sweep(at(7, 2)), sweep(at(7, 2))]);
    expect(mails()).toHaveLength(1);
    // A missed sweep: the 3-day and 1-day reminders both fall due; one mail, both recorded.
    await sweep(at(1, 2));
    expect(mails()).toHaveLength(2);
    expect(mails()[1]!.text).toContain('in 1 day');
    expect(await sent()).toEqual([7, 3, 1]);
    await sweep(at(0, -1));
    expect(mails()).toHaveLength(2);
    const activity = await listQuestionnaireActivity(db, owner.user.organizationId, q.id, 10);
    expect(
      activity.filter((a) => a.description.startsWith('reminded')).map((a) => a.description),
    ).toEqual([
      `reminded Mia Member that section “Access” is due ${due} (1 day left)`,
      `reminded Mia Member that section “Access” is due ${due} (7 days left)`,
    ]);
  });

  it('sends nothing for done work, reminders off, a past due date or a time before the assignment', async () => {
    const { owner, member, url } = await setup();
    const make = async (body: object) =>
      (await post(owner, url, { assigneeId: member.user.id, ...body })).json().data.id as string;
    const due = day(2);
    const done = await make({ dueDate: due, instructions: 'done' });
    await call(mailApp, member, 'PATCH', `${url}/${done}`, { completed: true });
    await make({ dueDate: due, remindersOn: false });
    // Given at most two days ahead: the 7- and 3-day reminders fell before it was made.
    const soon = await make({ dueDate: due });
    const sentBefore = mailer.sent.length;
    const sweep = (now: Date) =>
      sweepAssignmentReminders(
        { db, mailer, publicUrl: 'http://rampart.test', log: mailApp.log },
        now,
      );
    const to = () =>
      mailer.sent
        .slice(sentBefore)
        .filter((m) => m.to === member.email)
        .map((m) => m.subject);
    await sweep(before(due, 1, -1));
    expect(to()).toEqual([]);
    await sweep(before(due, 1));
    expect(to()).toEqual([`Reminder: “Cloud” is due ${due}`]);
    const list = (await call(mailApp, owner, 'GET', url)).json().data.items as {
      id: string;
      remindersSent: number[];
    }[];
    expect(list.find((a) => a.id === soon)!.remindersSent).toEqual([1]);
    expect(list.find((a) => a.id === done)!.remindersSent).toEqual([]);
    // Past the due date: nothing more.
    await sweep(before(due, 0, 1));
    expect(to()).toHaveLength(1);
  });
});
