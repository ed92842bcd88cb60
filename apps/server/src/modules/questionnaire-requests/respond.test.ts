import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { schema, type Database } from '@rampart/db';
import { eq } from 'drizzle-orm';
import { buildOrg } from '../../testing/factories.ts';
import { evidenceApp, storedFiles } from '../evidence/evidence.fixtures.ts';
import {
  call,
  completeAnswers,
  fieldsOf,
  publishedQuestionnaire,
  respond,
  sendRequest,
  uploadAnswerFile,
} from './request-test-kit.ts';
import { createRespondThrottle } from './respond-throttle.ts';

let env: Awaited<ReturnType<typeof evidenceApp>>;
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  env = await evidenceApp();
  ({ app, database } = env);
});
afterAll(() => env.close());

const sentRequest = async () => {
  const owner = await buildOrg(app, { organizationName: 'Northwind Risk' });
  const q = await publishedQuestionnaire(app, owner);
  return {
    owner,
    q,
    ...(await sendRequest(app, owner, q.id, { message: 'Please answer <b>soon</b>' })),
  };
};

const questionIds = (data: { sections: { questions: { id: string }[] }[] }) =>
  data.sections.flatMap((s) => s.questions.map((q) => q.id));

describe('the recipient’s link', () => {
  it('opens without an account: the questions without weights or scores, and when it was opened', async () => {
    const { owner, token, request } = await sentRequest();
    const res = await respond(app, token, 'GET');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      questionnaireTitle: 'Supplier review',
      organizationName: 'Northwind Risk',
      recipientName: 'Dana Supplier',
      // Text is data: given back as typed, never interpreted.
      message: 'Please answer <b>soon</b>',
      status: 'sent',
      versionLabel: '1.1',
      answers: {},
      progress: { answered: 0, required: 3, percent: 0 },
    });
    expect(questionIds(data)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8']);
    // q2 waits for a yes to q1.
    expect(data.visibleQuestionIds).toEqual(['q1', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8']);
    const q2 = data.sections[0].questions[1];
    expect(q2).toEqual({
      id: 'q2',
      text: 'How is it enforced?',
      type: 'single_choice',
      required: true,
      helpText: 'Pick the closest',
      options: [
        { id: 'idp', label: 'Identity provider' },
        { id: 'app', label: 'Per application' },
      ],
      condition: { questionId: 'q1', equals: true },
      editable: true,
      review: { status: 'open', notes: [] },
      files: [],
    });
    expect(res.body).not.toMatch(/"weight"|"score"/);
    const listed = await call(app, owner, 'GET', `/api/questionnaire-requests/${request.id}`);
    expect(listed.json().data.request.openedAt).not.toBeNull();
  });

  it('answers 404 for an unknown link and 410 for an expired one', async () => {
    const unknown = await respond(app, 'no-such-link', 'GET');
    expect(unknown.statusCode).toBe(404);
    const { token, request } = await sentRequest();
    await database.db
      .update(schema.questionnaireRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.questionnaireRequests.id, request.id));
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', '/answers'],
      ['POST', '/submit'],
    ] as const) {
      const res = await respond(app, token, method, path, method === 'PUT' ? { answers: {} } : {});
      expect(res.statusCode, `${method} ${path}`).toBe(410);
      expect(res.json().error).toMatchObject({ code: 'GONE', details: { reason: 'expired' } });
      expect(res.json().error.message).toMatch(/expired on .* Ask the sender to extend it/);
    }
  });

  it('saves answers to come back later, checking each against its question', async () => {
    const { token } = await sentRequest();
    const bad = await respond(app, token, 'PUT', '/answers', {
      answers: { q1: 'yes', q5: 9, q7: '2026-02-30', q8: ['eu', 'mars'], nope: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(
      ['answers.nope', 'answers.q1', 'answers.q5', 'answers.q7', 'answers.q8'].sort(),
    );
    expect((await respond(app, token, 'GET')).json().data.answers).toEqual({});

    const saved = await respond(app, token, 'PUT', '/answers', {
      answers: { q1: true, q3: '<script>alert(1)</script>', q6: 120, q8: ['eu'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data;
    expect(data.status).toBe('in_progress');
    expect(data.answers).toEqual({
      q1: true,
      q3: '<script>alert(1)</script>',
      q6: 120,
      q8: ['eu'],
    });
    // The yes shows q2, now required: 2 of 4 required answered.
    expect(data.visibleQuestionIds).toContain('q2');
    expect(data.progress).toEqual({ answered: 2, required: 4, percent: 50 });

    // Coming back: the answers are there; null clears one.
    const back = await respond(app, token, 'PUT', '/answers', { answers: { q6: null } });
    expect(back.json().data.answers).not.toHaveProperty('q6');
    expect((await respond(app, token, 'GET')).json().data.answers.q1).toBe(true);
  });

  it('takes a file for a file question as evidence of the organisation, with the evidence rules', async () => {
    const { owner, token } = await sentRequest();
    const org = owner.user.organizationId;
    const res = await uploadAnswerFile(app, token, 'q4');
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.json().data.sections[1].questions[0].files;
    expect(file).toMatchObject({ fileName: 'pentest.pdf', sizeBytes: expect.any(Number) });
    expect(res.json().data.answers.q4).toEqual([file.id]);
    const evidence = await call(app, owner, 'GET', `/api/evidence/${file.id}`);
    expect(evidence.json().data).toMatchObject({
      title: 'Latest penetration test',
      fileName: 'pentest.pdf',
    });
    expect((await storedFiles(env.dataDir, org)).stored).toEqual([file.id]);

    // Not a file question, a fake PDF, and an answer naming evidence not uploaded here.
    const wrong = await uploadAnswerFile(app, token, 'q3');
    expect(fieldsOf(wrong)).toEqual(['questionId']);
    const fake = await uploadAnswerFile(app, token, 'q4', Buffer.from('MZ not a pdf'), 'x.pdf');
    expect(fake.statusCode).toBe(400);
    expect(fieldsOf(fake)).toEqual(['file']);
    const named = await respond(app, token, 'PUT', '/answers', { answers: { q4: ['evd_other'] } });
    expect(fieldsOf(named)).toEqual(['answers.q4']);
    const files = await storedFiles(env.dataDir, org);
    expect(files).toEqual({ stored: [file.id], spooled: [] });
    // Dropping the file from the answer is allowed.
    const dropped = await respond(app, token, 'PUT', '/answers', { answers: { q4: [] } });
    expect(dropped.statusCode).toBe(200);
  });

  it('takes the recipient’s comments on a question', async () => {
    const { token } = await sentRequest();
    const res = await respond(app, token, 'POST', '/notes', {
      questionId: 'q5',
      text: 'We patch monthly, critical fixes within 72 hours',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sections[1].questions[1].review.notes).toEqual([
      {
        by: 'recipient',
        name: 'Dana Supplier',
        text: 'We patch monthly, critical fixes within 72 hours',
        at: expect.any(String),
      },
    ]);
    const blank = await respond(app, token, 'POST', '/notes', { questionId: 'q5', text: '  ' });
    expect(fieldsOf(blank)).toEqual(['text']);
    const unknown = await respond(app, token, 'POST', '/notes', { questionId: 'qx', text: 'Hi' });
    expect(fieldsOf(unknown)).toEqual(['questionId']);
  });

  it('submits only with every required question shown answered, and scores with the weights', async () => {
    const { owner, token, request } = await sentRequest();
    await respond(app, token, 'PUT', '/answers', { answers: { q1: true, q6: 3 } });
    const early = await respond(app, token, 'POST', '/submit');
    expect(early.statusCode).toBe(400);
    expect(fieldsOf(early)).toEqual(['answers.q2', 'answers.q3', 'answers.q5']);
    expect(early.json().error.message).toBe('3 questions still need an answer');

    // A no hides q2: its answer is dropped on submission and it no longer counts.
    await respond(app, token, 'PUT', '/answers', { answers: { ...completeAnswers(), q1: false } });
    const done = await respond(app, token, 'POST', '/submit');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'submitted',
      submittedAt: expect.any(String),
    });
    expect(done.json().data.answers).not.toHaveProperty('q2');
    // q1 no (0 of 3), q5 4 on 1..5 (0.75 of 2), q4 no file (0 of 1): 1.5 / 6 = 25.
    const listed = await call(app, owner, 'GET', `/api/questionnaire-requests/${request.id}`);
    expect(listed.json().data.request).toMatchObject({ status: 'submitted', score: 25 });

    // Submitted: the answers are closed, and so is a second submission.
    const change = await respond(app, token, 'PUT', '/answers', { answers: { q3: 'Someone' } });
    expect(change.statusCode).toBe(409);
    expect((await respond(app, token, 'POST', '/submit')).statusCode).toBe(409);
    expect((await respond(app, token, 'GET')).json().data.sections[0].questions[2].editable).toBe(
      false,
    );
  });
});

describe('the recipient throttle', () => {
  it('refuses past the limit per address and per link, with Retry-After', async () => {
    const throttle = createRespondThrottle(null, {
      perAddress: { points: 3, seconds: 60 },
      perLink: { points: 2, seconds: 60 },
      uploadsPerLink: { points: 1, seconds: 60 },
    });
    await throttle.admit('198.51.100.1', 'link-a', false);
    await throttle.admit('198.51.100.1', 'link-a', false);
    await expect(throttle.admit('198.51.100.2', 'link-a', false)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
    });
    await throttle.admit('198.51.100.1', 'link-b', true);
    await expect(throttle.admit('198.51.100.3', 'link-b', true)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    // The first address has used its 3 calls (the refused ones count too): any link is refused.
    await expect(throttle.admit('198.51.100.1', 'link-c', false)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
