import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../app.ts';
import { testConfig } from '../testing/app.ts';
import { buildOrg, type SignedIn } from '../testing/factories.ts';
import { safeErrorForLog } from './error-handler.ts';

// Over-limit requests are checked over a real socket: a dropped connection shows only there.
let app: FastifyInstance;
let owner: SignedIn;
beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await testDatabase(), mailer: null });
  owner = await buildOrg(app);
});
afterAll(() => app.close());

const risk = { title: 'Supplier outage', likelihood: 3, impact: 3 };

describe('over-limit requests answer in the envelope, over a real socket', () => {
  let base = '';
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });

  const envelope = async (res: Response, status: number, code: string) => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    const body = JSON.parse(text) as { success: boolean; error: { code: string; message: string } };
    expect(body.success).toBe(false);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toEqual(expect.any(String));
  };

  it('answers a 2 MB JSON body with a 413', async () => {
    const res = await fetch(`${base}/api/risks`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...risk, description: 'x'.repeat(2 * 1024 * 1024) }),
    });
    await envelope(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers an over-long path parameter and an over-long URL with a 414', async () => {
    const param = await fetch(`${base}/api/risks/${'a'.repeat(500)}`, {
      headers: { cookie: owner.cookie },
    });
    await envelope(param, 414, 'URI_TOO_LONG');
    // Over our own limit, and over Node's 16 KB limit for the request line and headers.
    for (const length of [10_000, 20_000, 100_000]) {
      const url = await fetch(`${base}/api/risks?search=${'a'.repeat(length)}`, {
        headers: { cookie: owner.cookie },
      });
      await envelope(url, 414, 'URI_TOO_LONG');
    }
    const headers = await fetch(`${base}/api/risks`, {
      headers: { cookie: owner.cookie, 'x-padding': 'a'.repeat(20_000) },
    });
    await envelope(headers, 431, 'HEADERS_TOO_LARGE');
  });

  it('answers a path that is not valid percent-encoding with a 400 in the envelope', async () => {
    const res = await fetch(`${base}/api/risks/%E0%A4%A`, { headers: { cookie: owner.cookie } });
    await envelope(res, 400, 'VALIDATION_ERROR');
  });

  it('still serves after all of the above', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
  });
});

describe('a failed query is logged without the values it carried', () => {
  it('drops the parameters, the row detail and a message quoting the value', async () => {
    const { db } = await testDatabase();
    const secret = 'secret-value-4711';
    const error: unknown = await db
      .execute(sql`select ${secret}::int as n`)
      .then(() => null)
      .catch((e: unknown) => e);
    // The raw error does carry the value: the test would pass vacuously otherwise.
    expect(
      JSON.stringify({ m: (error as Error).message, c: String((error as Error).cause) }),
    ).toContain(secret);
    const logged = JSON.stringify(safeErrorForLog(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('22P02');
    expect(logged).toContain('select $1::int as n');
  });

  it('drops the parameters of a failed query whose cause has no SQLSTATE (connection lost)', () => {
    const secret = 'TOP SECRET merger';
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const error = new DrizzleQueryError('insert into risks (title) values ($1)', [secret], lost);
    expect(`${error.message}${error.stack}`).toContain(secret);
    const logged = JSON.stringify(safeErrorForLog(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('insert into risks (title) values ($1)');
    expect(logged).toContain('ECONNREFUSED');
  });

  it('a transaction that lost a deadlock answers 409 CONFLICT, not 500', async () => {
    const database = await testDatabase();
    const app = await buildApp({ config: testConfig(), database, mailer: null });
    app.get('/api/testing/deadlock', async () => {
      await database.db.execute(
        sql.raw(`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`),
      );
      return { success: true };
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/testing/deadlock' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.code).toBe('CONFLICT');
    } finally {
      await app.close();
    }
  });

  it('a value the database refuses is a 400, logged without the value or the parameters', async () => {
    // Input checks stop NUL and lone surrogates before the database (imports included); this
    // route sends a bad value straight to it, to prove the fallback and the log behind them.
    const lines: string[] = [];
    const database = await testDatabase();
    const logged = await buildApp({
      config: testConfig({ LOG_LEVEL: 'warn' }),
      database,
      mailer: null,
      logStream: { write: (line) => void lines.push(line) },
    });
    const secret = 'secret-value-0815';
    logged.get('/api/testing/bad-value', async () => {
      await database.db.execute(sql`select ${secret}::int as n`);
      return { success: true };
    });
    try {
      const res = await logged.inject({ method: 'GET', url: '/api/testing/bad-value' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      const log = lines.join('');
      expect(log).not.toContain(secret);
      expect(log).toMatch(/"sqlState":"22/);
    } finally {
      await logged.close();
    }
  });
});
