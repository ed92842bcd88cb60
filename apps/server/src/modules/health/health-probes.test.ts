import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rampart-probes-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const appWith = async (overrides: {
  ping?: () => Promise<boolean>;
  env?: Record<string, string>;
}) => {
  const real = await testDatabase();
  return buildApp({
    config: testConfig({ DATA_DIR: dataDir, ...overrides.env }),
    database: overrides.ping ? { ...real, ping: overrides.ping } : real,
    mailer: null,
  });
};

describe('GET /api/health/live and /api/health/ready', () => {
  it('answers ready with each check when the database and the storage folder answer', async () => {
    const app = await appWith({});
    const res = await app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ready',
      checks: { database: { ok: true }, storage: { kind: 'local', ok: true } },
    });
    // Redis is checked only when it is configured.
    expect('redis' in res.json().data.checks).toBe(Boolean(process.env.REDIS_URL));
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('answers 503 naming the database when it does not answer; live still answers 200', async () => {
    const app = await appWith({ ping: async () => false });
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      success: false,
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/database: The database is not answering/),
        details: { status: 'unavailable', checks: { database: { ok: false } } },
      },
    });
    expect(ready.json().error.message).not.toMatch(/storage/);
    const live = await app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, data: { status: 'alive' } });
    await app.close();
  });

  it('answers 503 naming the storage when its folder cannot be written', async () => {
    // DATA_DIR is a file: no folder can be made under it.
    const notAFolder = join(dataDir, 'a-file');
    await writeFile(notAFolder, '');
    const app = await appWith({ env: { DATA_DIR: notAFolder } });
    const res = await app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toMatch(/^Not ready: storage: /);
    expect(res.json().error.details.checks).toMatchObject({
      database: { ok: true },
      storage: { kind: 'local', ok: false },
    });
    await app.close();
  });

  it('answers 503 once the process is stopping, while live still answers', async () => {
    const app = await appWith({});
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    app.markStopping();
    const res = await app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      message: 'This process is shutting down.',
      details: { status: 'stopping' },
    });
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('the request id in every log line', () => {
  type Line = { reqId?: string; msg?: string };

  const loggingApp = async () => {
    const raw: string[] = [];
    const app = await buildApp({
      config: testConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
      database: await testDatabase(),
      mailer: null,
      logStream: { write: (line) => void raw.push(line) },
    });
    // A handler that logs through app.log, as services given the app's logger do, after an await.
    const service = app.log.child({ service: 'probe' });
    app.post('/api/log-probe', async (request) => {
      app.log.info('through app.log');
      await new Promise((resolve) => setTimeout(resolve, 1));
      service.info('through a service logger');
      request.log.info('through request.log');
      return { ok: true };
    });
    return { app, raw, lines: () => raw.map((l) => JSON.parse(l) as Line) };
  };

  it('carries the id given in x-request-id, which the response returns', async () => {
    const { app, raw, lines } = await loggingApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/log-probe',
      headers: { 'x-request-id': 'trace-1234', 'content-type': 'application/json' },
      payload: { a: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('trace-1234');
    const mine = lines().filter((l) => l.msg?.startsWith('through '));
    expect(mine.map((l) => l.msg)).toEqual([
      'through app.log',
      'through a service logger',
      'through request.log',
    ]);
    for (const line of mine) expect(line.reqId, line.msg).toBe('trace-1234');
    // Fastify's own lines too, each with the key written once.
    const requestLines = raw.filter((l) => l.includes('trace-1234'));
    expect(requestLines.length).toBeGreaterThanOrEqual(5);
    for (const line of requestLines) expect(line.match(/"reqId"/g)).toHaveLength(1);
    await app.close();
  });

  it('makes an id when none is given, the same in the header and the lines', async () => {
    const { app, lines } = await loggingApp();
    const res = await app.inject({ method: 'POST', url: '/api/log-probe' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^req_/);
    const mine = lines().filter((l) => l.msg?.startsWith('through '));
    expect(mine).toHaveLength(3);
    for (const line of mine) expect(line.reqId).toBe(id);
    // A line written outside any request carries none.
    app.log.info('outside');
    expect(lines().find((l) => l.msg === 'outside')?.reqId).toBeUndefined();
    await app.close();
  });
});
