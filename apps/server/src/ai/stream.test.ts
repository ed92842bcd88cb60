import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tool } from 'ai';
import { AppError } from '../errors.ts';
import { usageRows, useAiStub } from './testing/ai-test-kit.ts';

const { database, stub, setup } = useAiStub();

const collect = async (it: AsyncIterable<string>) => {
  const chunks: string[] = [];
  for await (const c of it) chunks.push(c);
  return chunks;
};

/** Reads a stream that is expected to fail part-way: the chunks before, and the error. */
const readUntilError = async (stream: AsyncIterable<string>) => {
  const got: string[] = [];
  const err = await (async () => {
    for await (const c of stream) got.push(c);
  })().catch((e: unknown) => e);
  return { got, err };
};

describe('ai.stream', () => {
  it('streams the chunks through the SDK and records usage from the final chunk', async () => {
    const { ai, actor, organizationId } = await setup();
    stub().reply({
      text: 'Three controls apply.',
      chunks: ['Three ', 'controls ', 'apply.'],
      usage: { prompt_tokens: 2000, completion_tokens: 1000 },
    });
    const s = await ai.stream({ actor, feature: 'chat', system: 'S', prompt: 'Which controls?' });
    expect(s).toMatchObject({ engine: 'openai', model: 'gpt-4o-mini' });
    expect(await collect(s.textStream)).toEqual(['Three ', 'controls ', 'apply.']);
    expect(await s.done).toMatchObject({
      outcome: 'ok',
      errorCode: null,
      usage: { inputTokens: 2000, outputTokens: 1000 },
      counted: true,
      costUsd: 0.0009,
    });
    expect(stub().requests[0]!.body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
    const [row] = await usageRows(database(), organizationId);
    expect(row).toMatchObject({
      feature: 'chat',
      inputTokens: 2000,
      outputTokens: 1000,
      costUsd: 0.0009,
      outcome: 'ok',
    });
  });

  it('retries a failure before the first chunk (2 calls, 1 s wait)', async () => {
    const { ai, actor, waits } = await setup();
    stub().reply({ status: 503 }, { text: 'fine' });
    const s = await ai.stream({ actor, feature: 'chat', prompt: 'hi' });
    expect((await collect(s.textStream)).join('')).toBe('fine');
    expect(stub().requests).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it('throws the mapped error before streaming when every attempt fails', async () => {
    const { ai, actor } = await setup({ AI_MAX_RETRIES: '1' });
    stub().reply({ status: 500 });
    const err = await ai.stream({ actor, feature: 'chat', prompt: 'hi' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'CONTENT_GENERATION_FAILED' });
  });

  it('a connection dropped mid-stream ends the iteration with CONTENT_GENERATION_FAILED', async () => {
    const { ai, actor, organizationId } = await setup();
    stub().reply({ dropAfter: ['Half ', 'an '] });
    const s = await ai.stream({ actor, feature: 'chat', prompt: 'hi' });
    const { got, err } = await readUntilError(s.textStream);
    expect(got).toEqual(['Half ', 'an ']);
    expect(err).toMatchObject({ code: 'CONTENT_GENERATION_FAILED' });
    expect(await s.done).toMatchObject({
      outcome: 'error',
      errorCode: 'CONTENT_GENERATION_FAILED',
    });
    const [row] = await usageRows(database(), organizationId);
    expect(row).toMatchObject({ outcome: 'error', errorCode: 'CONTENT_GENERATION_FAILED' });
    expect((await ai.status(organizationId)).breaker.failures).toBe(1);
  });

  it('a stream that stalls before its first text times out and is retried', async () => {
    const { ai, actor, waits } = await setup({ AI_TIMEOUT_MS: '100' });
    stub().reply({ stallAfter: [] }, { text: 'fine' });
    const s = await ai.stream({ actor, feature: 'chat', prompt: 'hi' });
    expect((await collect(s.textStream)).join('')).toBe('fine');
    expect(stub().requests).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it(
    'waits for the first chunk no longer than AI_TIMEOUT_MS, then retries',
    { timeout: 2000 },
    async () => {
      const { ai, actor, waits } = await setup({ AI_TIMEOUT_MS: '100' });
      // The first reply sends nothing (not even headers) for 10 s.
      stub().reply({ text: 'too late', delayMs: 10_000 }, { text: 'in time' });
      const s = await ai.stream({ actor, feature: 'chat', prompt: 'hi' });
      expect((await collect(s.textStream)).join('')).toBe('in time');
      expect(stub().requests).toHaveLength(2);
      expect(waits).toEqual([1000]);
    },
  );

  it('a stream that stalls mid-way times out and counts as a provider failure', async () => {
    const { ai, actor, organizationId } = await setup({
      AI_TIMEOUT_MS: '100',
      AI_BREAKER_FAILURES: '1',
    });
    stub().reply({ stallAfter: ['Half ', 'an '] });
    const s = await ai.stream({ actor, feature: 'chat', prompt: 'hi' });
    const { got, err } = await readUntilError(s.textStream);
    expect(got).toEqual(['Half ', 'an ']);
    expect(err).toMatchObject({ code: 'CONTENT_GENERATION_FAILED' });
    expect(await s.done).toMatchObject({ outcome: 'error', counted: false });
    expect((await ai.status(organizationId)).breaker).toMatchObject({
      state: 'OPEN',
      failures: 1,
    });
  });

  it('a caller that gives up while waiting for the first chunk is not a timeout', async () => {
    const { ai, actor, organizationId } = await setup({ AI_TIMEOUT_MS: '1000' });
    stub().reply({ text: 'too late', delayMs: 10_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const err = await ai
      .stream({ actor, feature: 'chat', prompt: 'hi', abortSignal: controller.signal })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'CONTENT_GENERATION_FAILED' });
    // One attempt, and the breaker heard nothing about the provider.
    expect(stub().requests).toHaveLength(1);
    expect((await ai.status(organizationId)).breaker).toMatchObject({
      state: 'CLOSED',
      failures: 0,
    });
  });

  it('a reader that stops early still gets its usage row', async () => {
    const { ai, actor, organizationId } = await setup();
    stub().reply({ text: 'one two three four' });
    const s = await ai.stream({ actor, feature: 'chat', prompt: 'hi' });
    for await (const c of s.textStream) {
      expect(c).toBe('one ');
      break;
    }
    expect(await s.done).toMatchObject({ outcome: 'ok', counted: false });
    expect(await usageRows(database(), organizationId)).toHaveLength(1);
  });

  it('runs tools, then streams the answer', async () => {
    const { ai, actor } = await setup();
    const tools = {
      countRisks: tool({
        description: 'Count risks',
        inputSchema: z.object({ level: z.string() }),
        execute: async ({ level }) => ({ level, count: 3 }),
      }),
    };
    stub().reply(
      { toolCalls: [{ name: 'countRisks', arguments: { level: 'high' } }] },
      { text: 'You have 3 high risks.' },
    );
    const s = await ai.stream({ actor, feature: 'chat', prompt: 'How many high risks?', tools });
    expect((await collect(s.textStream)).join('')).toBe('You have 3 high risks.');
    const toolMessage = stub().requests[1]!.body.messages.at(-1);
    expect(toolMessage).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(JSON.parse(toolMessage.content)).toEqual({ level: 'high', count: 3 });
  });

  it(
    'bounds the wait for the first chunk of each step, after tools too',
    { timeout: 2000 },
    async () => {
      const { ai, actor } = await setup({ AI_TIMEOUT_MS: '100' });
      const tools = {
        countRisks: tool({
          description: 'Count risks',
          inputSchema: z.object({ level: z.string() }),
          execute: async ({ level }) => ({ level, count: 3 }),
        }),
      };
      const call = { toolCalls: [{ name: 'countRisks', arguments: { level: 'high' } }] };
      stub().reply(call, { text: 'too late', delayMs: 10_000 }, call, {
        text: 'You have 3 high risks.',
      });
      const s = await ai.stream({ actor, feature: 'chat', prompt: 'How many?', tools });
      expect((await collect(s.textStream)).join('')).toBe('You have 3 high risks.');
      expect(stub().requests).toHaveLength(4);
    },
  );

  it('is refused by an open breaker without a provider call', async () => {
    const { ai, actor } = await setup({ AI_MAX_RETRIES: '1', AI_BREAKER_FAILURES: '1' });
    stub().reply({ status: 500 });
    await ai.stream({ actor, feature: 'chat', prompt: 'hi' }).catch(() => {});
    const err = await ai.stream({ actor, feature: 'chat', prompt: 'hi' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'CIRCUIT_BREAKER_OPEN', status: 503 });
    expect(stub().requests).toHaveLength(1);
  });
});
