// Reviewing the drafted answers of a customer's questionnaire (issue 22 point 5): accepted,
// edited, rejected or reopened; assigned to someone who can review, who is told; discussed;
// and a gap turned into a risk, a finding or a control in one step. What goes back to the
// customer is the reviewed answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../../app.ts';
import { testConfig } from '../../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { bell } from '../../notifications/notification-test-kit.ts';
import { incomingKit } from '../incoming-test-kit.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await testDatabase(), mailer: null });
});
afterAll(async () => {
  await app.close();
});

const { call, data, importFile, testedControl } = incomingKit(() => app);
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const QUESTIONS = [
  '1. Is multi-factor authentication enforced for administrators?',
  '2. Are you ISO 27001 certified?',
  '3. Do you use quantum key distribution between data centres?',
].join('\n');

type Question = {
  id: string;
  draft: { answer: string } | null;
  review: { status: string; answer: string | null; text: string | null; gap: unknown };
};

/** An organisation with a drafted questionnaire: yes, yes, unknown. */
const drafted = async (owner: SignedIn) => {
  await testedControl(owner, 'Multi-factor authentication for administrators', 'pass', 10);
  const iso = await data(owner, 'POST', '/api/certifications', {
    name: 'ISO/IEC 27001',
    status: 'held',
    issuer: 'BSI',
    issuedOn: day(-100),
    expiresOn: day(700),
  });
  const id = await importFile(
    owner,
    { name: 'q.txt', type: 'text/plain', data: Buffer.from(QUESTIONS) },
    { customer: 'Acme Bank' },
  );
  await data(owner, 'POST', `/api/questionnaires/incoming/${id}/draft`);
  await app.jobs.drain();
  const detail = await data(owner, 'GET', `/api/questionnaires/incoming/${id}`);
  const questions = detail.questions as Question[];
  expect(questions.map((q) => q.draft?.answer)).toEqual(['yes', 'yes', 'unknown']);
  return { id, iso, questions };
};

const url = (id: string, questionId: string, tail = '') =>
  `/api/questionnaires/incoming/${id}/questions/${questionId}${tail}`;

describe('reviewing answers', () => {
  it('accepts, edits, rejects and reopens; the export sends what was reviewed', async () => {
    const owner = await buildOrg(app);
    const { id, questions } = await drafted(owner);
    const [mfa, iso, quantum] = questions;

    const accepted = await data(owner, 'PATCH', url(id, mfa!.id), { decision: 'accept' });
    expect(accepted.review).toMatchObject({
      status: 'accepted',
      answer: 'yes',
      reviewedBy: owner.user.name,
    });
    expect(accepted.review.text).toBe(accepted.draft.text);

    const edited = await data(owner, 'PATCH', url(id, quantum!.id), {
      decision: 'edit',
      answer: 'no',
      text: 'No. We rely on TLS 1.3 between regions.',
    });
    expect(edited.review).toMatchObject({ status: 'edited', answer: 'no' });
    await data(owner, 'PATCH', url(id, iso!.id), { decision: 'reject' });

    const detail = await data(owner, 'GET', `/api/questionnaires/incoming/${id}`);
    expect(detail.questionnaire).toMatchObject({ answeredCount: 3, reviewedCount: 3 });

    // Out: the accepted draft with its records, the edited words alone, nothing for the rejected.
    const csv = await call(owner, 'GET', `/api/questionnaires/incoming/${id}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/,Yes,"Yes\.[^"]*\r?\nRecords: Multi-factor authentication/);
    expect(csv.body).toMatch(/Are you ISO 27001 certified\?,,\r?\n/);
    expect(csv.body).toMatch(/,No,No\. We rely on TLS 1\.3 between regions\.\s*$/);

    // Reopened: back to review, the draft goes out again.
    const reopened = await data(owner, 'PATCH', url(id, iso!.id), { decision: 'reopen' });
    expect(reopened.review).toMatchObject({ status: 'pending', answer: null, reviewedAt: null });
    const audit = await data(owner, 'GET', '/api/audit-events?entityType=incoming_question');
    expect(
      audit.items.filter((e: { action: string }) => e.action === 'incoming_answer.reviewed'),
    ).toHaveLength(4);
  });

  it('names the field of a review it refuses, and changes nothing', async () => {
    const owner = await buildOrg(app);
    const id = await importFile(owner, {
      name: 'q.txt',
      type: 'text/plain',
      data: Buffer.from('1. Is MFA enforced?'),
    });
    const [q] = (await data(owner, 'GET', `/api/questionnaires/incoming/${id}`)).questions;
    const refused = async (body: object, field: string) => {
      const res = await call(owner, 'PATCH', url(id, q.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json().error), JSON.stringify(body)).toContain(field);
    };
    // Nothing drafted to accept yet.
    await refused({ decision: 'accept' }, 'decision');
    await refused({ decision: 'edit', answer: 'yes' }, 'text');
    await refused({ decision: 'edit', text: 'Yes' }, 'answer');
    await refused({ decision: 'accept', text: 'Yes' }, 'text');
    await refused({ decision: 'edit', answer: 'maybe', text: 'x' }, 'answer');
    await refused({ decision: 'edit', answer: 'yes', text: 'x'.repeat(4001) }, 'text');
    await refused({}, 'decision');
    await refused({ assigneeId: 'usr_nobody' }, 'assigneeId');
    await refused({ dueDate: '2026-02-30' }, 'dueDate');
    const after = (await data(owner, 'GET', `/api/questionnaires/incoming/${id}`)).questions[0];
    expect(after.review).toMatchObject({ status: 'pending', assignee: null, dueDate: null });
  });

  it('assigns an answer to someone who can review it, who is told', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member', 'Mia Member');
    const auditor = await buildMember(app, owner, 'auditor');
    const { id, questions } = await drafted(owner);
    const res = await call(owner, 'PATCH', url(id, questions[0]!.id), {
      assigneeId: auditor.user.id,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain('assigneeId');

    const assigned = await data(owner, 'PATCH', url(id, questions[0]!.id), {
      assigneeId: member.user.id,
      dueDate: '2031-04-02',
    });
    expect(assigned.review).toMatchObject({
      assignee: { id: member.user.id, name: 'Mia Member' },
      dueDate: '2031-04-02',
      status: 'pending',
    });
    const [notice] = await bell(app, member);
    expect(notice).toMatchObject({
      kind: 'assigned',
      link: `/dashboard/customer-questionnaires/${id}`,
      entityType: 'incoming_question',
    });
    expect(notice!.body).toContain('Due Apr 2, 2031.');
    // The member reviews it; the auditor may read but not review.
    await data(member, 'PATCH', url(id, questions[0]!.id), { decision: 'accept' });
    const denied = await call(auditor, 'PATCH', url(id, questions[1]!.id), { decision: 'accept' });
    expect(denied.statusCode).toBe(403);
    const seen = await data(auditor, 'GET', `/api/questionnaires/incoming/${id}`);
    expect(seen.questionnaire.abilities).toMatchObject({
      review: false,
      raiseGap: { risk: false, finding: false, control: false },
    });
  });

  it('keeps comments on an answer, in their authors’ names', async () => {
    const owner = await buildOrg(app);
    const auditor = await buildMember(app, owner, 'auditor');
    const { id, questions } = await drafted(owner);
    const q = questions[2]!;
    const empty = await call(owner, 'POST', url(id, q.id, '/comments'), { body: '  ' });
    expect(empty.statusCode).toBe(400);
    await data(owner, 'POST', url(id, q.id, '/comments'), { body: 'Ask the network team.' });
    await data(owner, 'POST', url(id, q.id, '/comments'), { body: 'They say no.' });
    const denied = await call(auditor, 'POST', url(id, q.id, '/comments'), { body: 'Hi' });
    expect(denied.statusCode).toBe(403);
    const { items } = await data(auditor, 'GET', url(id, q.id, '/comments'));
    expect(items.map((c: { body: string }) => c.body)).toEqual([
      'Ask the network team.',
      'They say no.',
    ]);
    expect(items[0].author.name).toBe(owner.user.name);
    const first = await data(auditor, 'GET', `${url(id, q.id, '/comments')}?limit=1`);
    expect(first).toMatchObject({ total: 2, items: [{ body: 'Ask the network team.' }] });
    const rest = `${url(id, q.id, '/comments')}?limit=1&cursor=${first.nextCursor}`;
    expect(await data(auditor, 'GET', rest)).toMatchObject({
      total: 2,
      nextCursor: null,
      items: [{ body: 'They say no.' }],
    });
    const detail = await data(owner, 'GET', `/api/questionnaires/incoming/${id}`);
    expect(detail.questions[2].review.commentCount).toBe(2);
  });

  it('turns a gap into a risk, a finding or a control, once, for those who may create it', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member');
    const { id, questions } = await drafted(owner);
    const [mfa, , quantum] = questions;
    // A "yes" is no gap.
    const yes = await call(owner, 'POST', url(id, mfa!.id, '/gap'), { kind: 'risk' });
    expect(yes.statusCode).toBe(400);
    expect(JSON.stringify(yes.json().error)).toContain('kind');
    // A member cannot create risks.
    const denied = await call(member, 'POST', url(id, quantum!.id, '/gap'), { kind: 'risk' });
    expect(denied.statusCode).toBe(403);

    const gap = await data(owner, 'POST', url(id, quantum!.id, '/gap'), { kind: 'risk' });
    expect(gap.kind).toBe('risk');
    const risk = await data(owner, 'GET', `/api/risks/${gap.id}`);
    expect(risk.title).toBe(
      'Customer question: 3. Do you use quantum key distribution between data centres?'.replace(
        '3. ',
        '',
      ),
    );
    expect(risk.description).toContain('Acme Bank asked');
    expect(risk.category).toBe('COMPLIANCE');
    const again = await call(owner, 'POST', url(id, quantum!.id, '/gap'), { kind: 'finding' });
    expect(again.statusCode).toBe(409);
    const detail = await data(owner, 'GET', `/api/questionnaires/incoming/${id}`);
    expect(detail.questions[2].review.gap).toEqual({ kind: 'risk', id: gap.id });

    // An answer edited to "no" is a gap the member may track as a finding.
    await data(owner, 'PATCH', url(id, mfa!.id), { decision: 'edit', answer: 'no', text: 'No.' });
    const finding = await data(member, 'POST', url(id, mfa!.id, '/gap'), { kind: 'finding' });
    expect((await data(owner, 'GET', `/api/findings/${finding.id}`)).status).toBe('open');
  });

  it('sends an accepted answer back to review when drafting again says otherwise', async () => {
    const owner = await buildOrg(app);
    const { id, iso, questions } = await drafted(owner);
    await data(owner, 'PATCH', url(id, questions[0]!.id), { decision: 'accept' });
    await data(owner, 'PATCH', url(id, questions[1]!.id), { decision: 'accept' });
    await data(owner, 'PATCH', `/api/certifications/${iso.id}`, { status: 'withdrawn' });
    await data(owner, 'POST', `/api/questionnaires/incoming/${id}/draft`);
    await app.jobs.drain();
    const again = (await data(owner, 'GET', `/api/questionnaires/incoming/${id}`))
      .questions as Question[];
    // The MFA answer drafted the same stays accepted; the certification's went back to review.
    expect(again[0]!.review.status).toBe('accepted');
    expect(again[1]!.draft!.answer).toBe('no');
    expect(again[1]!.review).toMatchObject({ status: 'pending', answer: null });
  });

  it('refuses to accept a draft written again since the reviewer read it', async () => {
    const owner = await buildOrg(app);
    const { id, questions } = await drafted(owner);
    const seen = (await data(owner, 'GET', `/api/questionnaires/incoming/${id}`)).questions[0];
    await data(owner, 'POST', `/api/questionnaires/incoming/${id}/draft`);
    await app.jobs.drain();
    const stale = await call(owner, 'PATCH', url(id, questions[0]!.id), {
      decision: 'accept',
      draftedAt: seen.draft.draftedAt,
    });
    expect(stale.statusCode).toBe(409);
    const now = (await data(owner, 'GET', `/api/questionnaires/incoming/${id}`)).questions[0];
    expect(now.review.status).toBe('pending');
    const ok = await data(owner, 'PATCH', url(id, questions[0]!.id), {
      decision: 'accept',
      draftedAt: now.draft.draftedAt,
    });
    expect(ok.review.status).toBe('accepted');
  });

  it('reviews a question whose text is long and full of emoji', async () => {
    const owner = await buildOrg(app);
    // An emoji straddles the 200th character of what the audit log keeps.
    const text = `${'a'.repeat(198)}🔒🔒 Is access to the 🔐 vault logged?`;
    const id = await importFile(owner, {
      name: 'q.txt',
      type: 'text/plain',
      data: Buffer.from(text),
    });
    const [q] = (await data(owner, 'GET', `/api/questionnaires/incoming/${id}`)).questions;
    const member = await buildMember(app, owner, 'member', 'Mia Member');
    const res = await data(owner, 'PATCH', url(id, q.id), {
      decision: 'edit',
      answer: 'no',
      text: 'No 🙅',
      assigneeId: member.user.id,
    });
    expect(res.review).toMatchObject({ status: 'edited', text: 'No 🙅' });
    const gap = await data(owner, 'POST', url(id, q.id, '/gap'), { kind: 'control' });
    expect((await data(owner, 'GET', `/api/controls/${gap.id}`)).title).toMatch(/…$/);
  });

  it('raises a gap without an owner once the reviewer has left the organisation', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member', 'Mia Member');
    const { id, questions } = await drafted(owner);
    const q = questions[2]!;
    await data(owner, 'PATCH', url(id, q.id), { assigneeId: member.user.id });
    const removed = await call(
      owner,
      'DELETE',
      `/api/organizations/current/members/${member.user.id}`,
    );
    expect(removed.statusCode).toBe(200);
    const gap = await data(owner, 'POST', url(id, q.id, '/gap'), { kind: 'finding' });
    expect((await data(owner, 'GET', `/api/findings/${gap.id}`)).ownerUserId).toBeNull();
  });

  it('stays inside the organisation', async () => {
    const owner = await buildOrg(app);
    const { id, questions } = await drafted(owner);
    const stranger = await buildOrg(app);
    for (const [method, tail, body] of [
      ['PATCH', '', { decision: 'accept' }],
      ['GET', '/comments', undefined],
      ['POST', '/comments', { body: 'x' }],
      ['POST', '/gap', { kind: 'finding' }],
    ] as const) {
      const res = await call(stranger, method, url(id, questions[2]!.id, tail), body);
      expect(res.statusCode, `${method} ${tail}`).toBe(404);
    }
    // A question of another questionnaire under this one's id is not found either.
    const other = await importFile(owner, {
      name: 'q.txt',
      type: 'text/plain',
      data: Buffer.from('1. Is MFA enforced?'),
    });
    const res = await call(owner, 'PATCH', url(other, questions[0]!.id), { decision: 'accept' });
    expect(res.statusCode).toBe(404);
  });
});
