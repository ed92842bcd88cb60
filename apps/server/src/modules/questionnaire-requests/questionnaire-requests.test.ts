import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { schema, type Database } from '@rampart/db';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { recordingMailer, testConfig } from '../../testing/app.ts';
import { auditCount, buildMember, buildOrg } from '../../testing/factories.ts';
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
let database: Database;
beforeAll(async () => {
  env = await evidenceApp();
  ({ app, database } = env);
});
afterAll(() => env.close());

const requestRow = async (id: string) =>
  (
    await database.db
      .select()
      .from(schema.questionnaireRequests)
      .where(eq(schema.questionnaireRequests.id, id))
  )[0]!;

const DAY = 86_400_000;

describe('sending a questionnaire', () => {
  it('freezes the questions, keeps only the hash of the link and gives the link once', async () => {
    const owner = await buildOrg(app);
    const q = await publishedQuestionnaire(app, owner);
    const before = await auditCount(app, owner);
    const sent = await sendRequest(app, owner, q.id, { message: 'Due before renewal' });
    expect(sent.emailed).toBe(false);
    expect(sent.link).toMatch(/^http:\/\/localhost:3000\/respond\/[A-Za-z0-9_-]{40,}$/);
    expect(sent.request).toMatchObject({
      questionnaireId: q.id,
      questionnaireTitle: 'Supplier review',
      versionLabel: '1.1',
      recipientEmail: 'dana@supplier.example',
      recipientName: 'Dana Supplier',
      message: 'Due before renewal',
      status: 'sent',
      expired: false,
      // Required and shown with no answers: q1, q3, q5 (q2 waits for a yes).
      progress: { answered: 0, required: 3, percent: 0 },
      score: null,
      openedAt: null,
      abilities: { revoke: true, extend: true, review: false, accept: false },
    });
    const expires = Date.parse(sent.request.expiresAt);
    expect(Math.abs(expires - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    const row = await requestRow(sent.request.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(sent.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(sent.token);
    expect(await auditCount(app, owner)).toBe(before + 1);

    // Later edits of the questionnaire do not reach the request: its questions are as sent.
    await call(app, owner, 'POST', `/api/questionnaires/${q.id}/status`, { action: 'revise' });
    await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}`, {
      structure: { sections: [] },
    });
    const view = await respond(app, sent.token, 'GET');
    expect(view.json().data.sections.map((s: { id: string }) => s.id)).toEqual(['s1', 's2']);
  });

  it('refuses a draft (409 naming its status), a bad email, a foreign vendor and a far expiry', async () => {
    const owner = await buildOrg(app);
    const other = await buildOrg(app);
    const draft = await call(app, owner, 'POST', '/api/questionnaires', { title: 'Draft' });
    const refused = await call(
      app,
      owner,
      'POST',
      `/api/questionnaires/${draft.json().data.id}/requests`,
      { recipientEmail: 'dana@supplier.example' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/draft/);

    const q = await publishedQuestionnaire(app, owner);
    const url = `/api/questionnaires/${q.id}/requests`;
    const bad = await call(app, owner, 'POST', url, { recipientEmail: 'dana at supplier' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['recipientEmail']);

    const foreignVendor = await call(app, other, 'POST', '/api/vendors', { name: 'Not yours' });
    const vendor = await call(app, owner, 'POST', url, {
      recipientEmail: 'dana@supplier.example',
      vendorId: foreignVendor.json().data.id,
    });
    expect(vendor.statusCode).toBe(400);
    expect(fieldsOf(vendor)).toEqual(['vendorId']);

    for (const expiresAt of [
      new Date(Date.now() + 400 * DAY).toISOString(),
      new Date(Date.now() - DAY).toISOString(),
      '2026-02-30',
    ]) {
      const res = await call(app, owner, 'POST', url, {
        recipientEmail: 'dana@supplier.example',
        expiresAt,
      });
      expect(res.statusCode, expiresAt).toBe(400);
      expect(fieldsOf(res)).toEqual(['expiresAt']);
    }
    const list = await call(app, owner, 'GET', url);
    expect(list.json().data.total).toBe(0);
  });

  it('asks for the share permission on the questionnaire: an editor may review, not send', async () => {
    const owner = await buildOrg(app);
    const member = await buildMember(app, owner, 'member');
    const auditor = await buildMember(app, owner, 'auditor');
    const q = await publishedQuestionnaire(app, owner);
    const url = `/api/questionnaires/${q.id}/requests`;
    const body = { recipientEmail: 'dana@supplier.example' };
    expect((await call(app, member, 'POST', url, body)).statusCode).toBe(403);
    expect((await call(app, auditor, 'POST', url, body)).statusCode).toBe(403);
    const sent = await sendRequest(app, owner, q.id);
    const listed = await call(app, member, 'GET', url);
    expect(listed.json().data.items[0].abilities).toEqual({
      review: false,
      note: true,
      raiseFinding: false,
      revoke: false,
      extend: false,
      accept: false,
    });
    // A private questionnaire's requests are not there for those who cannot see it.
    await call(app, owner, 'PATCH', `/api/questionnaires/${q.id}`, { visibility: 'private' });
    expect((await call(app, member, 'GET', url)).statusCode).toBe(404);
    const review = await call(app, member, 'GET', `/api/questionnaire-requests/${sent.request.id}`);
    expect(review.statusCode).toBe(404);
  });

  it('mails the link when a mail server is set, and says so', async () => {
    const owner = await buildOrg(app);
    const q = await publishedQuestionnaire(app, owner, 'Mailed review');
    const mailer = recordingMailer();
    const mailing = await buildApp({ config: testConfig(), database, mailer });
    try {
      const res = await call(mailing, owner, 'POST', `/api/questionnaires/${q.id}/requests`, {
        recipientEmail: 'Ops@Supplier.example',
        message: 'Thanks for your help',
      });
      expect(res.statusCode, res.body).toBe(200);
      const { link, emailed, request } = res.json().data;
      expect(emailed).toBe(true);
      expect(request.recipientEmail).toBe('ops@supplier.example');
      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0]).toMatchObject({ to: 'ops@supplier.example' });
      expect(mailer.sent[0]!.subject).toContain('Mailed review');
      expect(mailer.sent[0]!.text).toContain(link);
      expect(mailer.sent[0]!.text).toContain('Thanks for your help');
    } finally {
      await mailing.close();
    }
  });
});

describe('requests of a questionnaire and of a vendor', () => {
  it('lists progress, and counts responses and completion on the questionnaire', async () => {
    const owner = await buildOrg(app);
    const q = await publishedQuestionnaire(app, owner);
    const vendor = (await call(app, owner, 'POST', '/api/vendors', { name: 'Acme' })).json().data;
    const a = await sendRequest(app, owner, q.id, { vendorId: vendor.id });
    const b = await sendRequest(app, owner, q.id, { recipientEmail: 'lee@other.example' });
    await sendRequest(app, owner, q.id, { recipientEmail: 'gone@other.example' }).then((c) =>
      call(app, owner, 'POST', `/api/questionnaire-requests/${c.request.id}/revoke`),
    );

    // a answers everything and submits; b answers one of three required questions.
    await respond(app, a.token, 'PUT', '/answers', { answers: completeAnswers() });
    expect((await respond(app, a.token, 'POST', '/submit')).statusCode).toBe(200);
    await respond(app, b.token, 'PUT', '/answers', { answers: { q3: 'Me' } });

    const list = (await call(app, owner, 'GET', `/api/questionnaires/${q.id}/requests`)).json()
      .data;
    expect(list).toMatchObject({ total: 3, nextCursor: null });
    // Newest first, a page at a time by cursor; the older offset still reads the same page.
    const requestsUrl = `/api/questionnaires/${q.id}/requests`;
    const ids = (data: { items: { id: string }[] }) => data.items.map((r) => r.id);
    const firstTwo = (await call(app, owner, 'GET', `${requestsUrl}?limit=2`)).json().data;
    expect(ids(firstTwo)).toEqual(ids(list).slice(0, 2));
    const cursor = encodeURIComponent(firstTwo.nextCursor);
    const rest = (await call(app, owner, 'GET', `${requestsUrl}?limit=2&cursor=${cursor}`)).json()
      .data;
    expect(rest).toMatchObject({ total: 3, nextCursor: null });
    expect(ids(rest)).toEqual(ids(list).slice(2));
    const byOffset = (await call(app, owner, 'GET', `${requestsUrl}?limit=2&offset=2`)).json().data;
    expect(ids(byOffset)).toEqual(ids(rest));
    expect((await call(app, owner, 'GET', `${requestsUrl}?limit=201`)).statusCode).toBe(400);
    const byId = new Map(list.items.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(a.request.id)).toMatchObject({
      status: 'submitted',
      vendor: { id: vendor.id, name: 'Acme' },
      progress: { answered: 4, required: 4, percent: 100 },
      score: expect.any(Number),
    });
    expect(byId.get(b.request.id)).toMatchObject({
      status: 'in_progress',
      progress: { answered: 1, required: 3, percent: 33 },
      score: null,
    });

    const questionnaire = (await call(app, owner, 'GET', `/api/questionnaires/${q.id}`)).json()
      .data;
    expect(questionnaire.responseCount).toBe(1);
    // The mean of 1 and 1/3 (the revoked request does not count).
    expect(questionnaire.completionRate).toBeCloseTo(2 / 3, 5);

    const forVendor = await call(
      app,
      owner,
      'GET',
      `/api/vendors/${vendor.id}/questionnaire-requests`,
    );
    expect(forVendor.json().data.items.map((r: { id: string }) => r.id)).toEqual([a.request.id]);
    const stranger = await buildOrg(app);
    const outside = await call(
      app,
      stranger,
      'GET',
      `/api/vendors/${vendor.id}/questionnaire-requests`,
    );
    expect(outside.statusCode).toBe(404);
  });

  it('moves the expiry within a year and revokes: the link then answers 410', async () => {
    const owner = await buildOrg(app);
    const q = await publishedQuestionnaire(app, owner);
    const sent = await sendRequest(app, owner, q.id);
    const url = `/api/questionnaire-requests/${sent.request.id}`;
    const later = new Date(Date.now() + 90 * DAY).toISOString();
    const moved = await call(app, owner, 'PATCH', url, { expiresAt: later });
    expect(moved.json().data.expiresAt).toBe(later);
    const far = await call(app, owner, 'PATCH', url, {
      expiresAt: new Date(Date.now() + 500 * DAY).toISOString(),
    });
    expect(far.statusCode).toBe(400);
    expect(fieldsOf(far)).toEqual(['expiresAt']);

    const revoked = await call(app, owner, 'POST', `${url}/revoke`);
    expect(revoked.json().data).toMatchObject({ status: 'revoked', abilities: { revoke: false } });
    const again = await call(app, owner, 'POST', `${url}/revoke`);
    expect(again.statusCode).toBe(409);
    const link = await respond(app, sent.token, 'GET');
    expect(link.statusCode).toBe(410);
    expect(link.json().error).toMatchObject({ code: 'GONE', details: { reason: 'revoked' } });
    expect(link.json().error.message).toMatch(/withdrawn/);
  });
});
