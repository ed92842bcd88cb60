import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { insertAiUsage, type Database } from '@rampart/db';
import { testApp } from '../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../testing/factories.ts';
import { stubbedApp, TEST_API_KEY } from './testing/ai-test-kit.ts';
import { startOpenAiStub, type OpenAiStub } from './testing/openai-stub.ts';

let app: FastifyInstance;
let database: Database;
let owner: SignedIn;
let member: SignedIn;
let auditor: SignedIn;
let stranger: SignedIn;

const as = (who: SignedIn | null, url: string, on: FastifyInstance = app) =>
  on.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

const row = (who: SignedIn, at: string, extra: Partial<Parameters<typeof insertAiUsage>[1]> = {}) =>
  insertAiUsage(database.db, {
    organizationId: who.user.organizationId,
    userId: who.user.id,
    feature: 'risk-analysis',
    engine: 'openai',
    model: 'gpt-4o-mini',
    inputTokens: 1000,
    outputTokens: 500,
    costUsd: 0.00045,
    latencyMs: 900,
    outcome: 'ok',
    createdAt: new Date(at),
    ...extra,
  });

beforeAll(async () => {
  app = await testApp();
  database = await testDatabase();
  owner = await buildOrg(app);
  member = await buildMember(app, owner, 'member', 'Mia Member');
  auditor = await buildMember(app, owner, 'auditor');
  stranger = await buildOrg(app);
  await row(owner, '2026-01-10T10:00:00Z');
  await row(owner, '2026-01-20T10:00:00Z', {
    feature: 'chat',
    cached: true,
    inputTokens: 0,
    outputTokens: 0,
    costUsd: 0,
  });
  await row(member, '2026-02-02T10:00:00Z', { feature: 'chat', outcome: 'fallback' });
  await row(stranger, '2026-01-15T10:00:00Z');
});

describe('GET /api/ai/status', () => {
  it('anonymous callers get 401', async () => {
    expect((await as(null, '/api/ai/status')).statusCode).toBe(401);
    expect((await as(null, '/api/ai/usage')).statusCode).toBe(401);
  });

  it('an auditor (no ai:use) gets 403', async () => {
    const res = await as(auditor, '/api/ai/status');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Insufficient permissions for this operation.');
  });

  it('with no model configured: the offline engine, connected', async () => {
    const res = await as(member, '/api/ai/status');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      engine: 'offline',
      model: null,
      configured: true,
      connection: 'CONNECTED',
      breaker: { state: 'CLOSED', failures: 0, threshold: 5, openUntil: null },
      limits: {
        requestsPerMinute: 50,
        tokensPerMinute: 100_000,
        remaining: { requests: 50, tokens: 100_000 },
      },
      usage: { requests: 0, tokens: 0, costUsd: 0 },
      costKnown: true,
    });
  });
});

describe('GET /api/ai/usage', () => {
  it('owners and auditors see every member of their organisation, with totals', async () => {
    for (const who of [owner, auditor]) {
      const res = await as(who, '/api/ai/usage');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.scope).toBe('organization');
      expect(data.items.map((i: { createdAt: string }) => i.createdAt)).toEqual([
        '2026-02-02T10:00:00.000Z',
        '2026-01-20T10:00:00.000Z',
        '2026-01-10T10:00:00.000Z',
      ]);
      expect(data.items[0]).toMatchObject({ userName: 'Mia Member', outcome: 'fallback' });
      expect(data.totals).toEqual({
        calls: 3,
        inputTokens: 2000,
        outputTokens: 1000,
        costUsd: 0.0009,
      });
      expect(data.total).toBe(3);
    }
  });

  it('a member with ai:use only sees their own calls', async () => {
    const data = (await as(member, '/api/ai/usage')).json().data;
    expect(data.scope).toBe('mine');
    expect(data.items).toHaveLength(1);
    expect(data.items[0].userId).toBe(member.user.id);
  });

  it('another organisation sees its own usage only', async () => {
    const data = (await as(stranger, '/api/ai/usage')).json().data;
    expect(data.items).toHaveLength(1);
    expect(data.items[0].userId).toBe(stranger.user.id);
    expect(data.totals.calls).toBe(1);
  });

  it('filters by period (from inclusive, to exclusive) and feature, and pages', async () => {
    const jan = (await as(owner, '/api/ai/usage?from=2026-01-10T10:00:00Z&to=2026-02-01')).json()
      .data;
    expect(jan.totals.calls).toBe(2);
    const chat = (await as(owner, '/api/ai/usage?feature=chat')).json().data;
    expect(chat.totals.calls).toBe(2);
    const first = (await as(owner, '/api/ai/usage?limit=2')).json().data;
    expect(first.items).toHaveLength(2);
    const next = (await as(owner, `/api/ai/usage?limit=2&cursor=${first.nextCursor}`)).json().data;
    expect(next.items).toHaveLength(1);
    expect(next.nextCursor).toBeNull();
  });

  it('rejects a period that ends before it starts', async () => {
    const res = await as(owner, '/api/ai/usage?from=2026-02-01&to=2026-01-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('status with a model behind the guard', () => {
  let modelApp: FastifyInstance;
  let stub: OpenAiStub;
  let kit: Awaited<ReturnType<typeof stubbedApp>>['kit'];

  beforeAll(async () => {
    stub = await startOpenAiStub();
    ({ app: modelApp, kit } = await stubbedApp(database, stub, {
      AI_MAX_RETRIES: '1',
      AI_BREAKER_FAILURES: '1',
    }));
  });
  afterAll(async () => {
    await modelApp.close();
    await stub.close();
  });

  it('shows the engine and model, never the key, and follows the breaker', async () => {
    const me = await buildOrg(modelApp);
    const status = async () => {
      const res = await as(me, '/api/ai/status', modelApp);
      expect(res.body).not.toContain(TEST_API_KEY);
      return res.json().data;
    };
    expect(await status()).toMatchObject({
      engine: 'openai',
      model: 'gpt-4o-mini',
      connection: 'CONNECTED',
    });
    stub.reply({ status: 500 });
    await kit.ai
      .complete({ actor: { organizationId: me.user.organizationId }, feature: 'f', prompt: 'p' })
      .catch(() => {});
    expect(await status()).toMatchObject({
      connection: 'DISCONNECTED',
      breaker: { state: 'OPEN', failures: 1 },
      usage: { requests: 1, tokens: 0, costUsd: 0 },
    });
    kit.clock.advance(60_000);
    expect((await status()).connection).toBe('RECONNECTING');
  });
});
