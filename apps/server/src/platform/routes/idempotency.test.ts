// Idempotency-Key on POST (issue 23 point 4, decision 044): a retried POST with the same key and
// body answers what the first did, without running again; the same key with another body is
// refused; keys belong to their caller and last 24 hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import type { Database } from '@rampart/db';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { multipartBody, pdfBytes } from '../../modules/evidence/multipart-body.ts';

let app: FastifyInstance;
let database: Database;
let owner: SignedIn;
let bearer: Record<string, string>;
beforeAll(async () => {
  database = await testDatabase();
  app = await buildApp({ config: testConfig(), database, mailer: null });
  owner = await buildOrg(app);
  const made = await app.inject({
    method: 'POST',
    url: '/api/account/api-tokens',
    headers: { cookie: owner.cookie },
    payload: { name: 'retrying script', scopes: ['risks:read', 'risks:write'], expiresInDays: 7 },
  });
  bearer = { authorization: `Bearer ${made.json().data.token}` };
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: object | undefined, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload, headers });
const riskCount = async () =>
  (await app.inject({ method: 'GET', url: '/api/risks?limit=1', headers: bearer })).json().data
    .total as number;

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer, once, and refuses the key with another body', async () => {
    const before = await riskCount();
    const key = { ...bearer, 'idempotency-key': 'create-risk-7f3a' };
    const body = { title: 'Retried risk', likelihood: 3, impact: 4 };
    const first = await post('/api/risks', body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('/api/risks', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toContain('application/json');
    expect(again.json()).toEqual(first.json());
    expect(await riskCount()).toBe(before + 1);
    // Kept sealed: an answer can hold what is shown once (a new token's secret).
    const [row] = await database.raw<{ body: string }>(
      `select body from idempotency_keys where key = 'create-risk-7f3a'`,
    );
    expect(row!.body.startsWith('rs1')).toBe(true);
    expect(row!.body).not.toContain(Buffer.from('Retried risk').toString('base64'));

    const other = await post('/api/risks', { ...body, title: 'Another risk' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      details: [{ field: 'Idempotency-Key' }],
    });
    expect(await riskCount()).toBe(before + 1);
  });

  it('keeps keys per caller: the same key from a person is not the token’s', async () => {
    const before = await riskCount();
    const body = { title: 'Same key, two callers', likelihood: 2, impact: 2 };
    const byToken = await post('/api/risks', body, { ...bearer, 'idempotency-key': 'shared-k' });
    const byPerson = await post('/api/risks', body, {
      cookie: owner.cookie,
      'idempotency-key': 'shared-k',
    });
    expect([byToken.statusCode, byPerson.statusCode]).toEqual([200, 200]);
    expect(byPerson.json().data.id).not.toBe(byToken.json().data.id);
    expect(await riskCount()).toBe(before + 2);
  });

  it('keeps a refusal too, and runs again once the key has expired', async () => {
    const key = { ...bearer, 'idempotency-key': 'expiring-key' };
    const bad = await post('/api/risks', { title: '', likelihood: 3, impact: 3 }, key);
    expect(bad.statusCode).toBe(400);
    const badAgain = await post('/api/risks', { title: '', likelihood: 3, impact: 3 }, key);
    expect(badAgain.statusCode).toBe(400);

    const good = { ...bearer, 'idempotency-key': 'expiring-good' };
    const body = { title: 'Expiring key', likelihood: 1, impact: 1 };
    const first = (await post('/api/risks', body, good)).json().data.id;
    await database.raw(`update idempotency_keys set expires_at = now() - interval '1 second'`);
    const after = await post('/api/risks', body, good);
    expect(after.statusCode).toBe(200);
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(after.json().data.id).not.toBe(first);
  });

  it('runs two simultaneous requests with one key once', async () => {
    const before = await riskCount();
    const key = { ...bearer, 'idempotency-key': 'racing-key' };
    const body = { title: 'Raced risk', likelihood: 2, impact: 5 };
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/risks', body, key)));
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const conflicts = answers.filter((a) => a.statusCode === 409);
    for (const c of conflicts) expect(c.headers['retry-after']).toBe('1');
    expect(await riskCount()).toBe(before + 1);
  });

  it('refuses a malformed key and a multipart upload with one, naming the header', async () => {
    const before = await riskCount();
    for (const bad of ['', 'x'.repeat(256), 'clé']) {
      const res = await post(
        '/api/risks',
        { title: 'Bad key', likelihood: 1, impact: 1 },
        { ...bearer, 'idempotency-key': bad },
      );
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.details[0].field).toBe('Idempotency-Key');
    }
    expect(await riskCount()).toBe(before);
    const { payload, headers } = multipartBody([
      { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/evidence',
      payload,
      headers: { ...headers, cookie: owner.cookie, 'idempotency-key': 'upload-1' },
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().error.details[0].field).toBe('Idempotency-Key');
  });

  it('takes a key on a POST with no body, and is ignored where no one is signed in', async () => {
    const key = { cookie: owner.cookie, 'idempotency-key': 'insights-once' };
    const first = await app.inject({ method: 'POST', url: '/api/ai/insights', headers: key });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/ai/insights', headers: key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const signIn = await post(
      '/api/auth/sign-in',
      { email: 'nobody@example.test', password: 'wrong-password-here' },
      { 'idempotency-key': 'sign-in-1' },
    );
    expect(signIn.headers['idempotent-replayed']).toBeUndefined();
    expect(signIn.statusCode).toBe(401);
  });
});
