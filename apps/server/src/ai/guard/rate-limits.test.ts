import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { createAiRateLimits, type AiRateLimits } from './rate-limits.ts';

const redisUrl = process.env.REDIS_URL;
const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit()));
});

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return { code: err.code, status: err.status, details: err.details };
};

/** Two "processes": each its own limiter and, with Redis, its own connection. */
const twoProcesses = (
  opts: { requestsPerMinute: number; tokensPerMinute: number },
  shared: boolean,
): [AiRateLimits, AiRateLimits] => {
  const client = () => {
    if (!shared) return null;
    const c = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
    clients.push(c);
    return c;
  };
  return [createAiRateLimits(opts, client()), createAiRateLimits(opts, client())];
};

describe('AI rate limits in memory', () => {
  it('each process counts on its own', async () => {
    const org = `org_${randomUUID()}`;
    const [a, b] = twoProcesses({ requestsPerMinute: 1, tokensPerMinute: 1000 }, false);
    await a.take(org, 10);
    await b.take(org, 10);
    expect(await refusal(a.take(org, 10))).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
  });
});

describe.skipIf(!redisUrl)('AI rate limits through Redis (REDIS_URL)', () => {
  it('requests per minute are shared by every process, per organisation', async () => {
    const org = `org_${randomUUID()}`;
    const other = `org_${randomUUID()}`;
    const [a, b] = twoProcesses({ requestsPerMinute: 2, tokensPerMinute: 100_000 }, true);
    await a.take(org, 10);
    await b.take(org, 10);
    expect(await refusal(a.take(org, 10))).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      status: 429,
      details: { limit: 'requests' },
    });
    expect(await refusal(b.take(org, 10))).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
    await b.take(other, 10);
    expect(await a.remaining(org)).toEqual({ requests: 0, tokens: 100_000 - 20 });
  });

  it('tokens taken and settled in one process are seen by the other', async () => {
    const org = `org_${randomUUID()}`;
    const [a, b] = twoProcesses({ requestsPerMinute: 50, tokensPerMinute: 1000 }, true);
    await a.take(org, 600);
    await a.settle(org, 600, 100);
    expect((await b.remaining(org)).tokens).toBe(900);
    await b.take(org, 800);
    expect(await refusal(a.take(org, 200))).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      details: { limit: 'tokens' },
    });
    // The refused call gave its request back.
    expect((await b.remaining(org)).requests).toBe(48);
  });
});

if (!redisUrl) {
  describe('AI rate limits through Redis', () => {
    it.skip('skipped: set REDIS_URL (npm run test:db does in CI) to test limits shared through Redis', () => {});
  });
}
