import type { FastifyBaseLogger } from 'fastify';
import type { ZodType } from 'zod';
import type { AiResult, CompleteOptions } from './ai-types.ts';
import type { Clock } from './clock.ts';
import type { CallContext, Guard } from './guard/guard.ts';
import { cacheKey, type ResponseCache } from './guard/response-cache.ts';
import { OutputParseError, type ModelClient } from './providers/model-client.ts';

type Cached = { value: unknown; text: string };

/**
 * ai.complete once the call is checked: the cache, then the guarded model call, with the
 * schema's fallback for unusable output (see service.ts for the contract).
 */
export const runComplete = async (p: {
  guard: Guard;
  client: ModelClient;
  ctx: CallContext;
  cache: ResponseCache;
  clock: Clock;
  log: FastifyBaseLogger;
  opts: CompleteOptions & { schema?: ZodType<unknown>; fallback?: unknown };
}): Promise<AiResult<unknown>> => {
  const { guard: g, client, ctx, cache, clock, log, opts } = p;
  const base = { engine: client.engine, model: client.model };
  const key =
    opts.cache !== false && !opts.tools
      ? cacheKey([
          ctx.caller.organizationId,
          opts.feature,
          client.model,
          opts.cacheKey ?? null,
          opts.schema ? 'object' : 'text',
          opts.system ?? null,
          opts.prompt ?? null,
          opts.messages ?? null,
        ])
      : null;
  const hit = key ? cache.get<Cached>(key) : undefined;
  if (hit) {
    await g.record(ctx, { outcome: 'ok', cached: true });
    return {
      ...base,
      value: hit.value,
      text: hit.text,
      usage: { inputTokens: 0, outputTokens: 0, costUsd: 0 },
      cached: true,
      outcome: 'ok',
      latencyMs: clock.now() - ctx.startedAt,
    };
  }
  const schema = opts.schema;
  const { result, outcome, costUsd } = await g.call(ctx, async () => {
    if (!schema) {
      const r = await client.generateText(ctx.request);
      const usable = r.text.trim().length > 0 || opts.fallback === undefined;
      return { value: usable ? r.text : opts.fallback, text: r.text, usage: r.usage, usable };
    }
    try {
      const r = await client.generateObject({ ...ctx.request, schema });
      return { value: r.object, text: r.text, usage: r.usage, usable: true };
    } catch (err) {
      if (!(err instanceof OutputParseError)) throw err;
      // The length, not the text: the output may quote the organisation's data.
      log.warn(
        { feature: opts.feature, model: client.model, chars: err.text.length },
        'ai output did not match the schema; using the fallback',
      );
      return { value: opts.fallback, text: err.text, usage: err.usage, usable: false };
    }
  });
  if (key && outcome === 'ok') cache.set(key, { value: result.value, text: result.text });
  return {
    ...base,
    value: result.value,
    text: result.text,
    usage: { ...result.usage, costUsd },
    cached: false,
    outcome,
    latencyMs: clock.now() - ctx.startedAt,
  };
};
