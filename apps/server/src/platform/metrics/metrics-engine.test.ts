import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_ENGINE, testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';

const TOKEN = 'metrics-token-metrics-token-0123456789';
const both = TEST_ENGINE === 'postgres' && Boolean(process.env.REDIS_URL);

const sample = (text: string, name: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (line === undefined) throw new Error(`no sample ${name} in the scrape`);
  return Number(line.slice(name.length + 1));
};

describe.skipIf(!both)('metrics and readiness on PostgreSQL and Redis', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ METRICS_TOKEN: TOKEN }),
      database: await testDatabase(),
      mailer: null,
    });
  });
  afterAll(() => app.close());

  it('reports the pg pool: connections open, idle and callers waiting', async () => {
    // Several statements at once open more than one pooled connection.
    await Promise.all([1, 2, 3].map(() => app.inject({ url: '/api/health' })));
    const res = await app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const total = sample(res.body, 'rampart_db_pool_connections');
    const idle = sample(res.body, 'rampart_db_pool_idle_connections');
    expect(total).toBeGreaterThanOrEqual(1);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThanOrEqual(total);
    expect(sample(res.body, 'rampart_db_pool_waiting_clients')).toBe(0);
  });

  it('pings Redis when REDIS_URL is set', async () => {
    const res = await app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.checks.redis).toEqual({ ok: true });
  });
});

describe.skipIf(both)('metrics and readiness on PostgreSQL and Redis', () => {
  it.skip('skipped: set DATABASE_URL and REDIS_URL (npm run test:db does in CI)', () => {});
});
