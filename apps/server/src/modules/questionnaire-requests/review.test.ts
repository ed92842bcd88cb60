import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { evidenceApp } from '../evidence/evidence.fixtures.ts';
import {
  call,
  completeAnswers,
  fieldsOf,
  publishedQuestionnaire,
  respond,
  sendRequest,
} from './request-test-kit.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
beforeAll(async () => {
  env = await evidenceApp();
  ({ app } = env);
});
afterAll(() => env.close());

type Question = { id: string; item: { status: string; notes: { by: string; text: string }[] } };
const question = (review: { sections: { questions: Question[] }[] }, id: string) =>
  review.sections.flatMap((s) => s.questions).find((q) => q.id === id)!;

/** A vendor's contact has answered everything and submitted. */
const submitted = async (owner: SignedIn) => {
  const vendor = (
    await call(app, owner, 'POST', '/api/vendors', {
      name: 'Acme Hosting',
      ownerUserId: owner.user.id,
    })
  ).json().data;
  const q = await publishedQuestionnaire(app, owner, 'Acme security review');
  const sent = await sendRequest(app, owner, q.id, { vendorId: vendor.id });
  await respond(app, sent.token, 'PUT', '/answers', { answers: completeAnswers() });
  const res = await respond(app, sent.token, 'POST', '/submit');
  if (res.statusCode !== 200) throw new Error(res.body);
  const url = `/api/questionnaire-requests/${sent.request.id}`;
  return { vendor, q, sent, url, token: sent.token };
};

describe('reviewing a response', () => {
  it('reads question by question, with credit earned and items to review', async () => {
    const owner = await buildOrg(app);
    const { url } = await submitted(owner);
    const review = (await call(app, owner, 'GET', url)).json().data;
    expect(review.request).toMatchObject({
      status: 'submitted',
      // q1 yes (3 of 3), q2 app (1 of 2), q5 4 on 1..5 (1.5 of 2), q4 none (0 of 1): 5.5/8.
      score: 69,
      abilities: { review: true, accept: true },
    });
    expect(question(review, 'q2')).toMatchObject({
      visible: true,
      answer: 'app',
      credit: 0.5,
      weight: 2,
      item: { status: 'open', notes: [], findingId: null },
    });
    expect(question(review, 'q3')).toMatchObject({
      answer: 'Our CISO, reporting to the CEO',
      credit: null,
    });
  });

  it('asks for a clarification: the question reopens for the recipient alone until they submit again', async () => {
    const owner = await buildOrg(app);
    const { url, token } = await submitted(owner);
    const blank = await call(app, owner, 'POST', `${url}/items/q2`, { action: 'clarify' });
    expect(fieldsOf(blank)).toEqual(['text']);
    const asked = await call(app, owner, 'POST', `${url}/items/q2`, {
      action: 'clarify',
      text: 'Which applications are not behind the identity provider?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.request.status).toBe('clarification_requested');
    expect(question(asked.json().data, 'q2').item.status).toBe('clarification_requested');

    // The recipient sees the request on the question, which alone is open again.
    const page = (await respond(app, token, 'GET')).json().data;
    expect(page.status).toBe('clarification_requested');
    const [q1, q2] = page.sections[0].questions;
    expect(q1.editable).toBe(false);
    expect(q2).toMatchObject({
      editable: true,
      review: {
        status: 'clarification_requested',
        notes: [{ by: 'team', text: 'Which applications are not behind the identity provider?' }],
      },
    });
    const other = await respond(app, token, 'PUT', '/answers', { answers: { q1: false } });
    expect(fieldsOf(other)).toEqual(['answers.q1']);
    // Accepting waits for the answer.
    expect((await call(app, owner, 'POST', `${url}/accept`)).statusCode).toBe(409);

    const answered = await respond(app, token, 'PUT', '/answers', { answers: { q2: 'idp' } });
    expect(answered.statusCode, answered.body).toBe(200);
    await respond(app, token, 'POST', '/notes', { questionId: 'q2', text: 'All of them now' });
    const again = await respond(app, token, 'POST', '/submit');
    expect(again.json().data.status).toBe('submitted');
    const review = (await call(app, owner, 'GET', url)).json().data;
    expect(review.request).toMatchObject({ status: 'submitted', score: 81 });
    expect(question(review, 'q2').item).toMatchObject({
      status: 'open',
      notes: [
        { by: 'team', text: 'Which applications are not behind the identity provider?' },
        { by: 'recipient', text: 'All of them now' },
      ],
    });
  });

  it('accepts answers one by one and the response as a whole; refuses reviews before submission', async () => {
    const owner = await buildOrg(app);
    const early = await sendRequest(app, owner, (await publishedQuestionnaire(app, owner)).id);
    const earlyUrl = `/api/questionnaire-requests/${early.request.id}`;
    const tooSoon = await call(app, owner, 'POST', `${earlyUrl}/items/q1`, { action: 'accept' });
    expect(tooSoon.statusCode).toBe(409);
    expect((await call(app, owner, 'POST', `${earlyUrl}/accept`)).statusCode).toBe(409);
    // A note is a conversation: it can come before the answers.
    const note = await call(app, owner, 'POST', `${earlyUrl}/items/q1`, {
      action: 'note',
      text: 'SSO counts as MFA only when the IdP enforces it',
    });
    expect(note.statusCode).toBe(200);
    expect(
      (await respond(app, early.token, 'GET')).json().data.sections[0].questions[0].review.notes,
    ).toHaveLength(1);

    const { url, token } = await submitted(owner);
    const one = await call(app, owner, 'POST', `${url}/items/q1`, { action: 'accept' });
    expect(question(one.json().data, 'q1').item).toMatchObject({
      status: 'accepted',
      reviewedBy: { id: owner.user.id },
    });
    expect(
      (await call(app, owner, 'POST', `${url}/items/nope`, { action: 'accept' })).statusCode,
    ).toBe(404);
    const accepted = await call(app, owner, 'POST', `${url}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const data = accepted.json().data;
    expect(data.request).toMatchObject({ status: 'accepted', reviewedBy: { id: owner.user.id } });
    expect(question(data, 'q5').item.status).toBe('accepted');
    const page = (await respond(app, token, 'GET')).json().data;
    expect(page.status).toBe('accepted');
    expect(
      page.sections
        .flatMap((s: { questions: { editable: boolean }[] }) => s.questions)
        .some((q: { editable: boolean }) => q.editable),
    ).toBe(false);
    expect(
      (await respond(app, token, 'POST', '/notes', { questionId: 'q1', text: 'Hi' })).statusCode,
    ).toBe(409);
  });

  it('lets an editor of the questionnaire review, not a reader', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member');
    const auditor = await buildMember(app, owner, 'auditor');
    const { url } = await submitted(owner);
    expect((await call(app, auditor, 'GET', url)).statusCode).toBe(200);
    expect(
      (await call(app, auditor, 'POST', `${url}/items/q1`, { action: 'accept' })).statusCode,
    ).toBe(403);
    expect(
      (await call(app, member, 'POST', `${url}/items/q1`, { action: 'accept' })).statusCode,
    ).toBe(200);
    // Managing the link is the sharer's: an editor may not revoke it.
    expect((await call(app, member, 'POST', `${url}/revoke`)).statusCode).toBe(403);
  });
});

describe('a response and the vendor', () => {
  it('raises a finding on an answer, linked to the vendor, once', async () => {
    const owner = await buildOrg(app);
    const { url, vendor } = await submitted(owner);
    const raised = await call(app, owner, 'POST', `${url}/items/q2/finding`, { severity: 'High' });
    expect(raised.statusCode, raised.body).toBe(200);
    const { findingId, review } = raised.json().data;
    expect(question(review, 'q2').item).toMatchObject({ findingId });
    const finding = (await call(app, owner, 'GET', `/api/findings/${findingId}`)).json().data;
    expect(finding).toMatchObject({
      title: 'Acme Hosting: How is it enforced?',
      severity: 'high',
      status: 'open',
      vendorId: vendor.id,
      ownerUserId: owner.user.id,
    });
    expect(finding.description).toContain('Answer: Per application');
    const events = (await call(app, owner, 'GET', `/api/vendors/${vendor.id}/events`)).json().data;
    expect(
      events.items.map((e: { kind: string; summary: string }) => [e.kind, e.summary]),
    ).toContainEqual(['finding_opened', 'Finding opened: Acme Hosting: How is it enforced?']);
    const twice = await call(app, owner, 'POST', `${url}/items/q2/finding`, { severity: 'low' });
    expect(twice.statusCode).toBe(409);
    const badSeverity = await call(app, owner, 'POST', `${url}/items/q1/finding`, {
      severity: 'huge',
    });
    expect(fieldsOf(badSeverity)).toEqual(['severity']);
  });

  it('feeds the accepted response into the vendor’s next assessment and its list of responses', async () => {
    const owner = await buildOrg(app);
    const { url, vendor } = await submitted(owner);
    const dueDiligence = async () => {
      const res = await call(app, owner, 'POST', `/api/vendors/${vendor.id}/assess`, {});
      if (res.statusCode !== 200) throw new Error(res.body);
      const a = res.json().data;
      return a.dueDiligence.find((d: { item: string }) => d.item === 'Security questionnaire');
    };
    // Submitted is not enough: the team has not accepted the answers yet.
    expect((await dueDiligence()).evidence).toBeNull();
    await call(app, owner, 'POST', `${url}/accept`);
    expect((await dueDiligence()).evidence).toMatch(
      /^“Acme security review” 1\.1 accepted on [A-Z][a-z]{2} \d{1,2}, \d{4}, score 69\/100$/,
    );
    const listed = (
      await call(app, owner, 'GET', `/api/vendors/${vendor.id}/questionnaire-requests`)
    ).json().data.items;
    expect(listed).toMatchObject([
      { status: 'accepted', score: 69, questionnaireTitle: 'Acme security review' },
    ]);
  });
});
