import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { insertJob, newId } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { testApp, testConfig } from '../../testing/app.ts';
import { buildOrg } from '../../testing/factories.ts';

const TOKEN = 'metrics-token-metrics-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line, or undefined when the scrape has no such line. */
const sample = (text: string, prefix: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('GET /api/metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ METRICS_TOKEN: TOKEN }),
      database: await testDatabase(),
      mailer: null,
    });
  });
  afterAll(() => app.close());

  it('times requests by route template and status, never by the raw URL', async () => {
    const id = newId('risk');
    expect((await app.inject({ url: `/api/risks/${id}` })).statusCode).toBe(401);
    expect((await app.inject({ url: `/api/nothing-here/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);

    const res = await app.inject({ url: '/api/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    const count = 'rampart_http_request_duration_seconds_count';
    expect(sample(text, `${count}{method="GET",route="/api/risks/:id",status_code="401"}`)).toBe(1);
    expect(sample(text, `${count}{method="GET",route="unmatched",status_code="404"}`)).toBe(1);
    expect(
      sample(text, `${count}{method="GET",route="/api/health/live",status_code="200"}`),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it('shows every metric family: requests, database, jobs, outboxes, sockets, the process', async () => {
    const owner = await buildOrg(app);
    await insertJob((await testDatabase()).db, {
      id: newId('job'),
      organizationId: owner.user.organizationId,
      kind: 'metrics_probe',
      input: {},
      createdAt: new Date(Date.now() - 60_000),
    });
    const text = (await app.inject({ url: '/api/metrics', headers: auth })).body;
    for (const family of [
      'rampart_http_request_duration_seconds',
      'rampart_db_query_duration_seconds',
      'rampart_db_pool_connections',
      'rampart_db_pool_idle_connections',
      'rampart_db_pool_waiting_clients',
      'rampart_jobs_waiting',
      'rampart_jobs_oldest_waiting_age_seconds',
      'rampart_outbox_backlog',
      'rampart_collaboration_sockets_open',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `);
    }
    // Statements were timed (registering and signing in ran many).
    expect(sample(text, 'rampart_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(
      0,
    );
    expect(sample(text, 'rampart_db_pool_connections ')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'rampart_jobs_waiting{kind="metrics_probe"}')).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'rampart_jobs_oldest_waiting_age_seconds{kind="metrics_probe"}'),
    ).toBeGreaterThanOrEqual(59);
    for (const outbox of ['mail', 'notifications', 'webhooks']) {
      expect(
        sample(text, `rampart_outbox_backlog{outbox="${outbox}"}`),
        outbox,
      ).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'rampart_collaboration_sockets_open ')).toBe(0);
  });

  it('answers 401 without the token, with a wrong one or another scheme', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
    ]) {
      const res = await app.inject({
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED' } });
      expect(res.body).not.toContain('rampart_');
    }
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('answers 404 saying metrics are off and which setting turns them on', async () => {
    const app = await testApp();
    const res = await app.inject({ url: '/api/metrics', headers: auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect(res.json().error.message).toMatch(/Metrics are off.*METRICS_TOKEN/);
  });

  it('refuses a METRICS_TOKEN shorter than 32 characters', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN.*32/);
  });
});
