import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { COLLABORATION_MESSAGES } from '@rampart/contracts';
import { findQuestionnaire, listQuestionnaireActivity, type Db } from '@rampart/db';
import type { RecordingMailer } from '../../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { addComment } from './add-comment.ts';
import {
  call,
  createQuestionnaire,
  fieldsOf,
  giveRole,
  mention,
  panelTestEnv,
  smallStructure,
  uploadEvidence,
} from './panel-test-kit.ts';

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
  return { owner, member, q, url: `/api/questionnaires/${q.id}/comments` };
};
const post = (who: SignedIn, url: string, body: object) => call(mailApp, who, 'POST', url, body);
const page = async (who: SignedIn, url: string, query = '') => {
  const res = await call(mailApp, who, 'GET', `${url}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const threads = async (who: SignedIn, url: string, query = '') =>
  (await page(who, url, query)).items;

describe('questionnaire comments', () => {
  it('refuses a blank comment with the spec’s words, naming content, and stores nothing', async () => {
    const { owner, url } = await setup();
    for (const content of ['', '   \n\t ']) {
      const res = await post(owner, url, { content });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['content']);
      expect(res.json().error.details[0].message).toBe(COLLABORATION_MESSAGES.commentBlank);
    }
    expect(await threads(owner, url)).toEqual([]);
  });

  it('posts on a question, threads replies under the first comment, and filters', async () => {
    const { owner, member, url } = await setup();
    const first = await post(owner, url, {
      content: '  Is MFA enforced for contractors?  ',
      targetType: 'question',
      targetId: 'q1',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      content: 'Is MFA enforced for contractors?',
      author: { id: owner.user.id, name: 'Olivia Owner' },
      targetType: 'question',
      targetId: 'q1',
      parentId: null,
      isResolved: false,
      isEdited: false,
      abilities: { edit: true, delete: true, resolve: true, react: true },
    });
    const rootId = first.json().data.id;
    // A reply takes its parent's target whatever it says; a reply to a reply joins the thread.
    const reply = await post(member, url, {
      content: 'Yes, through the IdP',
      parentId: rootId,
      targetType: 'section',
      targetId: 's2',
    });
    expect(reply.json().data).toMatchObject({
      parentId: rootId,
      targetType: 'question',
      targetId: 'q1',
    });
    const nested = await post(owner, url, { content: 'Thanks', parentId: reply.json().data.id });
    expect(nested.json().data.parentId).toBe(rootId);
    const whole = await post(member, url, { content: 'Overall fine' });
    expect(whole.json().data).toMatchObject({ targetType: 'questionnaire', targetId: null });

    const all = await threads(owner, url);
    expect(all.map((t: { content: string }) => t.content)).toEqual([
      'Is MFA enforced for contractors?',
      'Overall fine',
    ]);
    expect(all[0].replies.map((r: { content: string }) => r.content)).toEqual([
      'Yes, through the IdP',
      'Thanks',
    ]);
    // The reader's abilities: the member may not edit the owner's comment.
    expect((await threads(member, url))[0].abilities).toMatchObject({ edit: false, delete: false });
    expect(await threads(owner, url, '?targetId=q1')).toHaveLength(1);
    expect(await threads(owner, url, '?targetId=q3')).toEqual([]);
    expect(await threads(owner, url, '?resolved=true')).toEqual([]);
    expect(await threads(owner, url, '?resolved=false')).toHaveLength(2);

    const missing = await post(owner, url, { content: 'x', parentId: 'qcm_nope' });
    expect(fieldsOf(missing)).toEqual(['parentId']);
  });

  it('pages threads to the end with their replies, keeping the filters', async () => {
    const { owner, url } = await setup();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const root = await post(owner, url, {
        content: `Thread ${n}`,
        targetType: 'question',
        targetId: 'q1',
      });
      ids.push(root.json().data.id);
    }
    await post(owner, url, { content: 'Reply to 2', parentId: ids[1] });
    await post(owner, url, { content: 'On the whole' });

    const first = await page(owner, url, '?targetId=q1&limit=2');
    expect(first).toMatchObject({ total: 3 });
    expect(first.items.map((t: { content: string }) => t.content)).toEqual([
      'Thread 1',
      'Thread 2',
    ]);
    expect(first.items[1].replies.map((r: { content: string }) => r.content)).toEqual([
      'Reply to 2',
    ]);
    const last = await page(
      owner,
      url,
      `?targetId=q1&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`,
    );
    expect(last).toMatchObject({ total: 3, nextCursor: null });
    expect(last.items.map((t: { content: string }) => t.content)).toEqual(['Thread 3']);

    const bad = await call(mailApp, owner, 'GET', `${url}?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['limit']);
  });

  it('checks the target against the questions as they are now', async () => {
    const { owner, url } = await setup();
    const cases = [
      { targetType: 'question', targetId: 'q9' },
      { targetType: 'question', targetId: 's1' },
      { targetType: 'section', targetId: 'q1' },
      { targetType: 'section' },
      { targetType: 'questionnaire', targetId: 'q1' },
    ];
    for (const target of cases) {
      const res = await post(owner, url, { content: 'Hello', ...target });
      expect(res.statusCode, JSON.stringify(target)).toBe(400);
      expect(fieldsOf(res)).toEqual(['targetId']);
    }
    const section = await post(owner, url, {
      content: 'Hi',
      targetType: 'section',
      targetId: 's2',
    });
    expect(section.statusCode).toBe(200);
    expect(await threads(owner, url)).toHaveLength(1);
  });

  it('toggles each person’s reactions separately and counts them per type', async () => {
    const { owner, member, url } = await setup();
    const id = (await post(owner, url, { content: 'React to me' })).json().data.id;
    const react = (who: SignedIn, type: string) =>
      call(mailApp, who, 'POST', `${url}/${id}/reactions`, { type });
    const summary = (res: { json(): { data: { reactions: unknown[] } } }) =>
      Object.fromEntries(
        (res.json().data.reactions as { type: string; count: number; mine: boolean }[]).map((r) => [
          r.type,
          [r.count, r.mine],
        ]),
      );
    expect(summary(await react(owner, 'like'))).toEqual({
      like: [1, true],
      love: [0, false],
      laugh: [0, false],
    });
    expect(summary(await react(member, 'like'))).toMatchObject({ like: [2, true] });
    expect(summary(await react(member, 'love'))).toMatchObject({
      like: [2, true],
      love: [1, true],
    });
    // Again: the owner's like is taken back, the member's stays.
    expect(summary(await react(owner, 'like'))).toMatchObject({
      like: [1, false],
      love: [1, false],
    });
    const [thread] = await threads(member, url);
    expect(thread.reactions).toEqual([
      { type: 'like', count: 1, mine: true },
      { type: 'love', count: 1, mine: true },
      { type: 'laugh', count: 0, mine: false },
    ]);
    expect((await react(owner, 'wow')).statusCode).toBe(400);
  });

  it('resolves and reopens a comment, recording who and when, with activity', async () => {
    const { owner, member, q, url } = await setup();
    const id = (
      await post(member, url, {
        content: 'Fix the wording',
        targetType: 'question',
        targetId: 'q2',
      })
    ).json().data.id;
    const resolve = (resolved: boolean) =>
      call(mailApp, owner, 'POST', `${url}/${id}/resolve`, { resolved });
    const done = await resolve(true);
    expect(done.json().data).toMatchObject({
      isResolved: true,
      resolvedBy: { id: owner.user.id, name: 'Olivia Owner' },
    });
    expect(Date.parse(done.json().data.resolvedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await threads(owner, url, '?resolved=true')).toHaveLength(1);
    const again = await resolve(true);
    expect(again.json().data.resolvedAt).toBe(done.json().data.resolvedAt);
    const reopened = await resolve(false);
    expect(reopened.json().data).toMatchObject({
      isResolved: false,
      resolvedBy: null,
      resolvedAt: null,
    });
    const activity = await listQuestionnaireActivity(db, owner.user.organizationId, q.id, 50);
    expect(activity.map((a) => [a.type, a.description, a.userName])).toEqual([
      ['comment', 'reopened a comment by Mia Member', 'Olivia Owner'],
      ['comment', 'resolved a comment by Mia Member', 'Olivia Owner'],
      ['comment', 'commented on question “How is it enforced?”', 'Mia Member'],
    ]);
  });

  it('records and mails the people mentioned, and refuses a mention of someone who cannot see it', async () => {
    const { owner, member, q, url } = await setup();
    const before = mailer.sent.length;
    const res = await post(owner, url, {
      content: `${mention(member)} can you check ${mention(owner)}?`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.mentions).toEqual([
      { id: member.user.id, name: 'Mia Member' },
      { id: owner.user.id, name: 'Olivia Owner' },
    ]);
    // The author is not mailed about their own comment.
    const sent = mailer.sent.slice(before);
    expect(sent.map((m) => m.to)).toEqual([member.email]);
    expect(sent[0]!.subject).toBe('Olivia Owner mentioned you in “Cloud”');
    expect(sent[0]!.text).toContain('@Mia Member can you check @Olivia Owner?');
    expect(sent[0]!.text).toContain(`/dashboard/questionnaires/${q.id}`);

    const stranger = await buildOrg(app, { name: 'Sam Stranger' });
    for (const content of ['@[Nobody](usr_does_not_exist) hello', `${mention(stranger)} hello`]) {
      const refused = await post(owner, url, { content });
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused)).toEqual(['content']);
    }
    // A private questionnaire: a member of the organisation who is not invited cannot see it.
    await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}`, { visibility: 'private' });
    const hidden = await post(owner, url, { content: `${mention(member)} look` });
    expect(fieldsOf(hidden)).toEqual(['content']);
    expect(hidden.json().error.message).toBe('@Mia Member cannot see this questionnaire');
    expect(await threads(owner, url)).toHaveLength(1);
    expect(mailer.sent.length).toBe(before + 1);
  });

  it('attaches evidence of the organisation and refuses another’s, storing nothing', async () => {
    const { owner, url } = await setup();
    const file = await uploadEvidence(app, owner, 'MFA policy');
    const ok = await post(owner, url, {
      content: 'See the policy',
      attachmentIds: [file.id, file.id],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.attachments).toEqual([
      { evidenceId: file.id, title: 'MFA policy', fileName: 'MFA policy.pdf' },
    ]);
    const other = await buildOrg(app);
    const theirs = await uploadEvidence(app, other, 'Their policy');
    const refused = await post(owner, url, {
      content: 'Theirs',
      attachmentIds: [file.id, theirs.id],
    });
    expect(refused.statusCode).toBe(404);
    expect(await threads(owner, url)).toHaveLength(1);
  });

  it('lets the author edit, the author or an admin delete, and refuses the others', async () => {
    const { owner, member, url } = await setup();
    const editor = await buildMember(app, owner, 'risk_manager', 'Eddie Editor');
    const id = (await post(member, url, { content: 'First draft' })).json().data.id;
    const edit = (who: SignedIn, content: string) =>
      call(mailApp, who, 'PATCH', `${url}/${id}`, { content });
    expect((await edit(owner, 'Not mine')).statusCode).toBe(403);
    expect(fieldsOf(await edit(member, '  '))).toEqual(['content']);
    const edited = await edit(member, 'Second draft');
    expect(edited.json().data).toMatchObject({ content: 'Second draft', isEdited: true });
    const reply = (await post(owner, url, { content: 'Reply', parentId: id })).json().data.id;
    expect((await call(mailApp, editor, 'DELETE', `${url}/${reply}`)).statusCode).toBe(403);
    // The owner is the questionnaire's owner (admin permission): may delete the member's thread.
    const gone = await call(mailApp, owner, 'DELETE', `${url}/${id}`);
    expect(gone.json().data.deleted.sort()).toEqual([id, reply].sort());
    expect(await threads(owner, url)).toEqual([]);
    expect((await call(mailApp, owner, 'DELETE', `${url}/${id}`)).statusCode).toBe(404);
  });

  it('takes the comment permission on the questionnaire, not the organisation role', async () => {
    const { owner, q, url } = await setup();
    const auditor = await buildMember(app, owner, 'auditor', 'Ada Auditor');
    // Read-only in the organisation: a viewer of the questionnaire, who reads but cannot post.
    expect(await threads(auditor, url)).toEqual([]);
    expect((await post(auditor, url, { content: 'Hello' })).statusCode).toBe(403);
    await giveRole(db, q.id, auditor, 'commenter');
    const res = await post(auditor, url, { content: 'Now I can' });
    expect(res.statusCode, res.body).toBe(200);
    const stranger = await buildOrg(app);
    expect((await call(mailApp, stranger, 'GET', url)).statusCode).toBe(404);
    expect((await post(stranger, url, { content: 'Hi' })).statusCode).toBe(404);
  });

  it('is read-only on an archived questionnaire', async () => {
    const { owner, q, url } = await setup();
    const id = (await post(owner, url, { content: 'Before' })).json().data.id;
    await call(app, owner, 'POST', `/api/questionnaires/${q.id}/status`, { action: 'publish' });
    await call(app, owner, 'POST', `/api/questionnaires/${q.id}/status`, { action: 'archive' });
    expect((await post(owner, url, { content: 'After' })).statusCode).toBe(409);
    expect(
      (await call(mailApp, owner, 'POST', `${url}/${id}/resolve`, { resolved: true })).statusCode,
    ).toBe(409);
    const [thread] = await threads(owner, url);
    expect(thread.abilities).toMatchObject({ edit: false, resolve: false, reply: false });
  });

  it('lets a share link’s holder post through addComment, without an account', async () => {
    const { owner, q, url } = await setup();
    const row = (await findQuestionnaire(db, owner.user.organizationId, q.id))!;
    const view = await addComment({
      deps: {
        db,
        collaboration: mailApp.collaborationHub,
        livePush: mailApp.livePush,
        mailer: null,
        publicUrl: 'http://x',
        log: mailApp.log,
      },
      questionnaire: row,
      author: { userId: null, name: 'Val Vendor' },
      input: { content: 'Answered in the attachment', targetType: 'question', targetId: 'q3' },
    });
    expect(view.row).toMatchObject({ authorId: null, authorName: 'Val Vendor' });
    const [thread] = await threads(owner, url);
    expect(thread).toMatchObject({
      author: { id: null, name: 'Val Vendor' },
      abilities: { edit: false, delete: true },
    });
    const activity = await listQuestionnaireActivity(db, owner.user.organizationId, q.id, 1);
    expect(activity[0]).toMatchObject({ userId: null, userName: 'Val Vendor', type: 'comment' });
  });
});
