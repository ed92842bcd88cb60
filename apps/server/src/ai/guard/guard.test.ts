import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { newOrg, usageRows, useAiStub } from '../testing/ai-test-kit.ts';

const { database, stub, setup } = useAiStub();

type Ai = Awaited<ReturnType<typeof setup>>['ai'];
const ask = (ai: Ai, actor: { organizationId: string }, extra: { maxTokens?: number } = {}) =>
  ai.complete({ actor, feature: 'guard-test', prompt: 'Hello', cache: false, ...extra });
const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return { code: err.code, status: err.status, details: err.details, headers: err.headers };
};

describe('rate limits per organisation', () => {
  it('refuses the request over the per-minute count with 429, without calling the model', async () => {
    const { ai, actor, organizationId, clock } = await setup({ AI_REQUESTS_PER_MINUTE: '2' });
    const other = { organizationId: await newOrg(database()), userId: null };
    stub().reply({ text: '1' }, { text: '2' }, { text: 'other org' });
    await ask(ai, actor);
    await ask(ai, actor);
    // Usage rows are listed newest first: give the refused call a later time than the others.
    clock.advance(1);
    const refused = await failure(ask(ai, actor));
    expect(refused).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      status: 429,
      details: { limit: 'requests' },
    });
    expect(Number(refused.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(stub().requests).toHaveLength(2);
    // Another organisation has its own allowance.
    expect((await ask(ai, other)).value).toBe('other org');
    expect((await ai.status(organizationId)).limits).toEqual({
      requestsPerMinute: 2,
      tokensPerMinute: 100_000,
      remaining: { requests: 0, tokens: 100_000 - 40 },
    });
    const rows = await usageRows(database(), organizationId);
    expect(rows[0]).toMatchObject({ outcome: 'error', errorCode: 'RATE_LIMIT_EXCEEDED' });
    // A refused call is not a model request in the hourly counters.
    expect((await ai.status(organizationId)).usage.requests).toBe(2);
  });

  it('takes the estimated tokens before the call and corrects them with the real usage', async () => {
    const { ai, actor, organizationId } = await setup({ AI_TOKENS_PER_MINUTE: '1000' });
    const other = { organizationId: await newOrg(database()), userId: null };
    const remaining = async () => (await ai.status(organizationId)).limits.remaining.tokens;
    stub().reply(
      { text: 'a', usage: { prompt_tokens: 12, completion_tokens: 8 } },
      { text: 'b', usage: { prompt_tokens: 900, completion_tokens: 50 } },
      { text: 'other org' },
    );
    await ask(ai, actor, { maxTokens: 600 });
    expect(await remaining()).toBe(1000 - 20);
    // The estimate (600 + 2) fits in 980; the real count (950) is more and is charged.
    await ask(ai, actor, { maxTokens: 600 });
    expect(await remaining()).toBe(1000 - 20 - 950);
    const refused = await failure(ask(ai, actor, { maxTokens: 600 }));
    expect(refused).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      status: 429,
      details: { limit: 'tokens' },
    });
    // Refused: nothing taken, the request count given back too.
    expect((await ai.status(organizationId)).limits.remaining).toEqual({
      requests: 50 - 2,
      tokens: 30,
    });
    expect(stub().requests).toHaveLength(2);
    expect((await ask(ai, other, { maxTokens: 600 })).value).toBe('other org');
  });

  it('a request larger than the whole allowance is invalid, not "wait and retry"', async () => {
    const { ai, actor } = await setup({ AI_TOKENS_PER_MINUTE: '1000' });
    expect(await failure(ask(ai, actor, { maxTokens: 5000 }))).toMatchObject({
      code: 'INVALID_REQUEST',
      status: 400,
    });
  });
});

describe('retries', () => {
  it('a 500 then success: 2 provider calls, one 1 s wait', async () => {
    const { ai, actor, waits } = await setup();
    stub().reply({ status: 500 }, { text: 'ok' });
    expect((await ask(ai, actor)).value).toBe('ok');
    expect(stub().requests).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it('waits 1 s then 2 s, and fails CONTENT_GENERATION_FAILED after 3 attempts', async () => {
    const { ai, actor, waits, organizationId } = await setup();
    stub().reply({ status: 503 }, { status: 502 }, { status: 500 });
    expect(await failure(ask(ai, actor))).toMatchObject({
      code: 'CONTENT_GENERATION_FAILED',
      status: 500,
    });
    expect(stub().requests).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
    const [row] = await usageRows(database(), organizationId);
    expect(row).toMatchObject({ outcome: 'error', errorCode: 'CONTENT_GENERATION_FAILED' });
  });

  it('a 400 is not retried', async () => {
    const { ai, actor, waits } = await setup();
    stub().reply({ status: 400, message: 'bad request' });
    expect(await failure(ask(ai, actor))).toMatchObject({ code: 'CONTENT_GENERATION_FAILED' });
    expect(stub().requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('a rejected key (401) is not retried and reads as misconfiguration', async () => {
    const { ai, actor } = await setup();
    stub().reply({ status: 401, message: 'Incorrect API key provided' });
    expect(await failure(ask(ai, actor))).toMatchObject({ code: 'MISSING_API_KEY', status: 500 });
    expect(stub().requests).toHaveLength(1);
  });

  it("the provider's 429 is retried, and after the last attempt is RATE_LIMIT_EXCEEDED", async () => {
    const { ai, actor, waits } = await setup({ AI_MAX_RETRIES: '2' });
    stub().reply({ status: 429 }, { status: 429 });
    expect(await failure(ask(ai, actor))).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      details: { limit: 'provider' },
    });
    expect(waits).toEqual([1000]);
  });

  it('a malformed response body is not retried', async () => {
    const { ai, actor } = await setup();
    stub().reply({ malformed: true });
    expect(await failure(ask(ai, actor))).toMatchObject({ code: 'CONTENT_GENERATION_FAILED' });
    expect(stub().requests).toHaveLength(1);
  });

  it('a timeout is retried', async () => {
    const { ai, actor } = await setup({ AI_TIMEOUT_MS: '150' });
    stub().reply({ text: 'too late', delayMs: 1000 }, { text: 'in time' });
    expect((await ask(ai, actor)).value).toBe('in time');
    expect(stub().requests).toHaveLength(2);
  });
});

describe('circuit breaker through the service', () => {
  it('opens after 5 failed calls, refuses without calling, probes after 60 s, closes on success', async () => {
    const { ai, actor, clock, organizationId } = await setup({ AI_MAX_RETRIES: '1' });
    const status = () => ai.status(organizationId);
    stub().reply(...Array.from({ length: 5 }, () => ({ status: 500 })));
    for (let i = 1; i <= 5; i++) {
      expect(await failure(ask(ai, actor))).toMatchObject({ code: 'CONTENT_GENERATION_FAILED' });
      if (i < 5) expect((await status()).connection).toBe('DEGRADED');
    }
    expect((await status()).breaker).toEqual({
      state: 'OPEN',
      failures: 5,
      threshold: 5,
      openUntil: new Date(clock.now() + 60_000).toISOString(),
    });
    expect((await status()).connection).toBe('DISCONNECTED');

    const refused = await failure(ask(ai, actor));
    expect(refused).toMatchObject({ code: 'CIRCUIT_BREAKER_OPEN', status: 503 });
    expect(refused.headers).toEqual({ 'retry-after': '60' });
    expect(stub().requests).toHaveLength(5);
    const [row] = await usageRows(database(), organizationId);
    expect(row).toMatchObject({ outcome: 'error', errorCode: 'CIRCUIT_BREAKER_OPEN' });

    clock.advance(59_999);
    expect((await status()).breaker.state).toBe('OPEN');
    clock.advance(1);
    expect((await status()).breaker.state).toBe('HALF_OPEN');
    expect((await status()).connection).toBe('RECONNECTING');

    stub().reply({ text: 'back' });
    expect((await ask(ai, actor)).value).toBe('back');
    expect((await status()).breaker).toMatchObject({ state: 'CLOSED', failures: 0 });
    // Recent failures keep it DEGRADED for a few minutes, then CONNECTED.
    expect((await status()).connection).toBe('DEGRADED');
    clock.advance(5 * 60_000);
    expect((await status()).connection).toBe('CONNECTED');
  });

  it('a failed probe re-opens; the probe gets one attempt and holds off other callers', async () => {
    const { ai, actor, clock, organizationId, waits } = await setup();
    stub().reply(...Array.from({ length: 15 }, () => ({ status: 500 })));
    for (let i = 0; i < 5; i++) await failure(ask(ai, actor));
    expect(stub().requests).toHaveLength(15);
    expect(waits).toHaveLength(10);

    clock.advance(60_000);
    stub().reply({ status: 502 });
    await failure(ask(ai, actor));
    expect(stub().requests).toHaveLength(16);
    expect((await ai.status(organizationId)).breaker).toMatchObject({
      state: 'OPEN',
      openUntil: new Date(clock.now() + 60_000).toISOString(),
    });

    clock.advance(60_000);
    stub().reply({ text: 'slow but fine', delayMs: 200 });
    const probe = ask(ai, actor);
    await new Promise((r) => setTimeout(r, 50));
    expect(await failure(ask(ai, actor))).toMatchObject({ code: 'CIRCUIT_BREAKER_OPEN' });
    expect((await probe).value).toBe('slow but fine');
    expect((await ai.status(organizationId)).breaker.state).toBe('CLOSED');
  });

  it(
    'a half-open probe whose stream never answers times out and re-opens the breaker',
    { timeout: 2000 },
    async () => {
      const { ai, actor, clock, organizationId } = await setup({
        AI_TIMEOUT_MS: '100',
        AI_MAX_RETRIES: '1',
        AI_BREAKER_FAILURES: '1',
      });
      stub().reply({ status: 500 });
      await failure(ask(ai, actor));
      clock.advance(60_000);
      expect((await ai.status(organizationId)).breaker.state).toBe('HALF_OPEN');
      // The provider accepts the connection and sends nothing (not even headers) for 10 s.
      stub().reply({ text: 'too late', delayMs: 10_000 });
      const probe = ai.stream({ actor, feature: 'guard-test', prompt: 'Hello' });
      expect(await failure(probe)).toMatchObject({ code: 'CONTENT_GENERATION_FAILED' });
      expect((await ai.status(organizationId)).breaker).toMatchObject({
        state: 'OPEN',
        openUntil: new Date(clock.now() + 60_000).toISOString(),
      });
    },
  );

  it('a call that started while closed and succeeds after the breaker opened leaves it open', async () => {
    const { ai, actor, organizationId } = await setup({
      AI_MAX_RETRIES: '1',
      AI_BREAKER_FAILURES: '1',
    });
    stub().reply({ text: 'slow but fine', delayMs: 200 }, { status: 500 });
    const slow = ask(ai, actor);
    await new Promise((r) => setTimeout(r, 50));
    await failure(ask(ai, actor));
    expect((await ai.status(organizationId)).breaker.state).toBe('OPEN');
    expect((await slow).value).toBe('slow but fine');
    // Only the half-open probe, after the open period, may close it.
    expect((await ai.status(organizationId)).breaker).toMatchObject({
      state: 'OPEN',
      failures: 1,
    });
    expect(await failure(ask(ai, actor))).toMatchObject({ code: 'CIRCUIT_BREAKER_OPEN' });
  });

  it('answers the provider gave (a 400, a fallback) do not count as failures', async () => {
    const { ai, actor, organizationId } = await setup({ AI_BREAKER_FAILURES: '2' });
    stub().reply({ status: 400 }, { status: 400 }, { status: 400 });
    for (let i = 0; i < 3; i++) await failure(ask(ai, actor));
    expect((await ai.status(organizationId)).breaker).toMatchObject({
      state: 'CLOSED',
      failures: 0,
    });
  });
});
