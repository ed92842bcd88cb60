import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { listAiUsage } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../../app.ts';
import { testConfig } from '../../../testing/app.ts';
import { buildOrg } from '../../../testing/factories.ts';
import { ask, call, createControl, newConversation } from './chat.fixtures.ts';
import {
  CONTEXT,
  createRisk,
  dataOf,
  getJob,
  PHISHING,
  RANSOMWARE,
  VENDOR,
} from '../generation/generation-kit.ts';

const LIMIT = 2;
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ AI_PROVIDER: 'offline', AI_REQUESTS_PER_MINUTE: String(LIMIT) }),
    database: await testDatabase(),
    mailer: null,
  });
});
afterAll(() => app.close());

describe('the offline engine counts against the per-organisation AI limits', () => {
  it('answers the chat within the limit, then 429 before any stream, recording the refusal', async () => {
    const owner = await buildOrg(app);
    const other = await buildOrg(app);
    const c = await newConversation(app, owner);
    for (let i = 0; i < LIMIT; i++) {
      expect((await ask(app, owner, c.id, 'How many risks are open?')).last.type).toBe('done');
    }
    const refused = await call(app, owner, 'POST', `/api/ai/conversations/${c.id}/messages`, {
      content: 'And now?',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing stored for the refused question.
    const detail = await call(app, owner, 'GET', `/api/ai/conversations/${c.id}`);
    expect(detail.json().data.conversation.messageCount).toBe(LIMIT * 2);
    const usage = await listAiUsage((await testDatabase()).db, owner.user.organizationId, {
      limit: 20,
      feature: 'chat',
    });
    expect(usage.rows.map((r) => r.outcome).sort()).toEqual(['error', 'ok', 'ok']);
    expect(usage.rows.find((r) => r.outcome === 'error')).toMatchObject({
      engine: 'offline',
      errorCode: 'RATE_LIMIT_EXCEEDED',
    });
    // The same budget covers the other offline features; another organisation has its own.
    const insights = await call(app, owner, 'POST', '/api/ai/insights');
    expect(insights.statusCode).toBe(429);
    expect(insights.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect((await call(app, other, 'POST', '/api/ai/insights')).statusCode).toBe(200);
  });

  it('offline test-step generation is refused past the limit too', async () => {
    const owner = await buildOrg(app);
    const control = await createControl(app, owner, { title: 'Backups are restored monthly' });
    for (let i = 0; i < LIMIT; i++) {
      expect((await call(app, owner, 'POST', '/api/ai/insights')).statusCode).toBe(200);
    }
    const steps = await call(app, owner, 'POST', '/api/test-scripts/generate', {
      controlId: control.id,
    });
    expect(steps.statusCode).toBe(429);
    expect(steps.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
  });

  it('a bulk generation job counts once when asked for, then runs every risk past the limit', async () => {
    const owner = await buildOrg(app);
    const risks = [
      await createRisk(app, owner, PHISHING),
      await createRisk(app, owner, RANSOMWARE),
      await createRisk(app, owner, VENDOR),
    ];
    const queued = dataOf(
      await call(app, owner, 'POST', '/api/ai/controls/bulk-generate', {
        riskIds: risks,
        batchSize: 1,
        organizationContext: CONTEXT,
        constraints: { maxImplementationHours: 500 },
      }),
    );
    await app.jobs.drain();
    const job = await getJob(app, owner, queued.id);
    // Three risks, one request: no batch was refused by the per-minute limit of two.
    expect(job).toMatchObject({ status: 'completed', failedBatches: [] });
    expect(job.results).toHaveLength(3);
    // The job took one request of the two: one more is allowed, then 429.
    expect((await call(app, owner, 'POST', '/api/ai/insights')).statusCode).toBe(200);
    expect((await call(app, owner, 'POST', '/api/ai/insights')).statusCode).toBe(429);
  });
});
