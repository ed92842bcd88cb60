import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tool } from 'ai';
import { AppError } from '../errors.ts';
import { newOrg, TEST_API_KEY, usageRows, useAiStub } from './testing/ai-test-kit.ts';

const { database, stub, setup } = useAiStub();

const analysisSchema = z.object({ score: z.number(), summary: z.string() });
const FALLBACK = { score: 50, summary: '' };

type Ai = Awaited<ReturnType<typeof setup>>['ai'];
/** The structured call of these tests: an analysis validated by analysisSchema. */
const analyse = (ai: Ai, actor: { organizationId: string }, extra: { system?: string } = {}) =>
  ai.complete({
    actor,
    feature: 'analysis',
    prompt: 'Analyse',
    schema: analysisSchema,
    fallback: FALLBACK,
    ...extra,
  });

describe('ai.complete: text', () => {
  it('returns the text with usage, and records a row priced from the model table', async () => {
    const { ai, actor, organizationId } = await setup();
    stub().reply({
      text: 'Phishing is likely.',
      usage: { prompt_tokens: 1000, completion_tokens: 500 },
    });
    const r = await ai.complete({
      actor,
      feature: 'test-text',
      system: 'Be brief.',
      prompt: 'Rate it',
    });
    expect(r).toMatchObject({
      value: 'Phishing is likely.',
      engine: 'openai',
      model: 'gpt-4o-mini',
      outcome: 'ok',
      cached: false,
      // gpt-4o-mini: 1000 x 0.00015/1k + 500 x 0.0006/1k
      usage: { inputTokens: 1000, outputTokens: 500, costUsd: 0.00045 },
    });
    const [row] = await usageRows(database(), organizationId);
    expect(row).toMatchObject({
      feature: 'test-text',
      engine: 'openai',
      model: 'gpt-4o-mini',
      inputTokens: 1000,
      outputTokens: 500,
      costUsd: 0.00045,
      cached: false,
      outcome: 'ok',
      errorCode: null,
    });
  });

  it('sends the configured model, limits and key to the provider', async () => {
    const { ai, actor } = await setup();
    stub().reply({ text: 'ok' });
    await ai.complete({ actor, feature: 'test-text', system: 'S', prompt: 'P' });
    const [req] = stub().requests;
    expect(req!.headers.authorization).toBe(`Bearer ${TEST_API_KEY}`);
    expect(req!.body).toMatchObject({
      model: 'gpt-4o-mini',
      max_tokens: 4000,
      temperature: 0.7,
      messages: [
        { role: 'system', content: 'S' },
        { role: 'user', content: 'P' },
      ],
    });
  });

  it('an unknown model costs 0', async () => {
    const { ai, actor } = await setup({ AI_MODEL: 'llama3.1:8b' });
    stub().reply({ text: 'ok', usage: { prompt_tokens: 5000, completion_tokens: 5000 } });
    const r = await ai.complete({ actor, feature: 'test-text', prompt: 'P' });
    expect(r.usage).toEqual({ inputTokens: 5000, outputTokens: 5000, costUsd: 0 });
    expect((await ai.status(actor.organizationId)).costKnown).toBe(false);
  });

  it('needs a prompt or messages', async () => {
    const { ai, actor } = await setup();
    const err = await ai.complete({ actor, feature: 'x', prompt: '  ' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'INVALID_REQUEST', message: 'Request context is required' });
    expect(stub().requests).toHaveLength(0);
  });

  it('runs read-only tools between rounds and answers with the final text', async () => {
    const { ai, actor } = await setup();
    const seen: string[] = [];
    const tools = {
      findRisk: tool({
        description: 'Look up a risk',
        inputSchema: z.object({ title: z.string() }),
        execute: async ({ title }) => {
          seen.push(title);
          return { title, level: 'high' };
        },
      }),
    };
    stub().reply(
      { toolCalls: [{ name: 'findRisk', arguments: { title: 'Phishing' } }] },
      { text: 'Phishing is high.', usage: { prompt_tokens: 30, completion_tokens: 6 } },
    );
    const r = await ai.complete({ actor, feature: 'chat', prompt: 'How bad is phishing?', tools });
    expect(r.value).toBe('Phishing is high.');
    expect(seen).toEqual(['Phishing']);
    expect(stub().requests).toHaveLength(2);
    const second = stub().requests[1]!.body.messages;
    expect(second.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    // Both rounds count: 12+8 for the tool round, 30+6 for the answer.
    expect(r.usage).toMatchObject({ inputTokens: 42, outputTokens: 14 });
  });
});

describe('ai.complete: structured output', () => {
  it('validates the JSON against the schema and asks for json_schema output', async () => {
    const { ai, actor } = await setup();
    stub().reply({ json: { score: 72, summary: 'Likely' } });
    const r = await analyse(ai, actor);
    expect(r).toMatchObject({ value: { score: 72, summary: 'Likely' }, outcome: 'ok' });
    expect(stub().requests[0]!.body.response_format).toMatchObject({ type: 'json_schema' });
  });

  it('takes JSON out of a Markdown fence (local models do that)', async () => {
    const { ai, actor } = await setup();
    stub().reply({ text: 'Here you go:\n```json\n{"score": 40, "summary": "Fine"}\n```' });
    const r = await analyse(ai, actor);
    expect(r).toMatchObject({ value: { score: 40, summary: 'Fine' }, outcome: 'ok' });
  });

  it.each([
    ['prose', { text: 'I think the risk is moderate.' }],
    ['the wrong shape', { json: { risk: 'moderate' } }],
    ['truncated JSON', { text: '{"score": 72, "summ' }],
  ])('falls back on %s: value = fallback, outcome fallback, logged, counted', async (_l, reply) => {
    const { ai, actor, organizationId, log } = await setup();
    stub().reply({ ...reply, usage: { prompt_tokens: 100, completion_tokens: 20 } });
    const r = await analyse(ai, actor);
    expect(r).toMatchObject({ value: FALLBACK, outcome: 'fallback', cached: false });
    expect(r.usage).toMatchObject({ inputTokens: 100, outputTokens: 20 });
    expect(
      log.lines.some((l) => l.level === 'warn' && String(l.args[1]).includes('fallback')),
    ).toBe(true);
    const [row] = await usageRows(database(), organizationId);
    expect(row).toMatchObject({ outcome: 'fallback', inputTokens: 100, outputTokens: 20 });
    // A fallback is not cached: the next call asks again.
    stub().reply({ json: { score: 1, summary: 'x' } });
    const again = await analyse(ai, actor);
    expect(again.outcome).toBe('ok');
    // The connection shows the fallback as DEGRADED for a while.
    expect((await ai.status(organizationId)).connection).toBe('DEGRADED');
  });

  it('describes the schema in the prompt for servers without json_schema', async () => {
    const { ai, actor } = await setup({ AI_STRUCTURED_OUTPUTS: 'false' });
    stub().reply({ json: { score: 3, summary: 's' } });
    await analyse(ai, actor, { system: 'You analyse risks.' });
    const body = stub().requests[0]!.body;
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages[0].content).toContain('You analyse risks.');
    expect(body.messages[0].content).toContain('"summary"');
  });
});

describe('ai.complete: cache', () => {
  const ask = (ai: Ai, actor: { organizationId: string }, prompt = 'Q') =>
    ai.complete({ actor, feature: 'cached', prompt });

  it('serves an identical call from the cache: no provider call, a cached row with 0 tokens', async () => {
    const { ai, actor, organizationId, clock } = await setup();
    stub().reply({ text: 'A1', usage: { prompt_tokens: 100, completion_tokens: 50 } });
    expect((await ask(ai, actor)).cached).toBe(false);
    clock.advance(1); // usage rows are listed newest first
    const hit = await ask(ai, actor);
    expect(hit).toMatchObject({
      value: 'A1',
      cached: true,
      outcome: 'ok',
      usage: { inputTokens: 0, outputTokens: 0, costUsd: 0 },
    });
    expect(stub().requests).toHaveLength(1);
    const rows = await usageRows(database(), organizationId);
    expect(rows.map((r) => [r.cached, r.inputTokens, r.costUsd])).toEqual([
      [true, 0, 0],
      [false, 100, 0.000045],
    ]);
    // Hits are free and not model requests.
    expect((await ai.status(organizationId)).usage.requests).toBe(1);
  });

  it('a different prompt, organisation or cache: false asks the model', async () => {
    const { ai, actor } = await setup();
    const other = { organizationId: await newOrg(database()), userId: null };
    stub().reply({ text: 'A' }, { text: 'B' }, { text: 'C' }, { text: 'D' });
    await ask(ai, actor);
    await ask(ai, actor, 'Q2');
    await ask(ai, other);
    await ai.complete({ actor, feature: 'cached', prompt: 'Q', cache: false });
    expect(stub().requests).toHaveLength(4);
  });

  it('expires after the TTL, and the sweep frees the memory', async () => {
    const { ai, actor, clock } = await setup({ AI_CACHE_TTL_MS: '300000' });
    stub().reply({ text: 'A1' }, { text: 'A2' });
    await ask(ai, actor);
    expect(ai.cacheSize).toBe(1);
    clock.advance(299_999);
    expect((await ask(ai, actor)).cached).toBe(true);
    clock.advance(1);
    expect(ai.sweepCache()).toBe(1);
    expect(ai.cacheSize).toBe(0);
    expect(await ask(ai, actor)).toMatchObject({ value: 'A2', cached: false });
  });
});

describe('hourly usage counters', () => {
  it('count model calls this hour and reset at the top of the hour', async () => {
    const { ai, actor, organizationId, clock } = await setup();
    clock.set(Date.UTC(2026, 2, 1, 9, 58));
    stub().reply(
      { text: 'a', usage: { prompt_tokens: 1000, completion_tokens: 0 } },
      { text: 'b', usage: { prompt_tokens: 0, completion_tokens: 1000 } },
    );
    await ai.complete({ actor, feature: 'f', prompt: 'one' });
    await ai.complete({ actor, feature: 'f', prompt: 'two' });
    await ai.recordOffline({ actor, feature: 'f', latencyMs: 3 });
    expect((await ai.status(organizationId)).usage).toEqual({
      since: '2026-03-01T09:00:00.000Z',
      requests: 2,
      tokens: 2000,
      costUsd: 0.00075,
    });
    clock.set(Date.UTC(2026, 2, 1, 9, 59, 59, 999));
    expect((await ai.status(organizationId)).usage.requests).toBe(2);
    clock.set(Date.UTC(2026, 2, 1, 10, 0));
    expect((await ai.status(organizationId)).usage).toEqual({
      since: '2026-03-01T10:00:00.000Z',
      requests: 0,
      tokens: 0,
      costUsd: 0,
    });
  });
});

describe('secrets', () => {
  it('the API key appears in no log line and no status', async () => {
    const { ai, actor, log, organizationId } = await setup({ AI_MAX_RETRIES: '2' });
    stub().reply({ status: 500 }, { status: 401, message: 'Incorrect API key provided' });
    await ai.complete({ actor, feature: 'f', prompt: 'p' }).catch(() => {});
    expect(log.lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(log.lines)).not.toContain(TEST_API_KEY);
    expect(JSON.stringify(await ai.status(organizationId))).not.toContain(TEST_API_KEY);
  });
});
