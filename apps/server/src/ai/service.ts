/**
 * # The AI service (ARIA's engine room)
 *
 * `deps.ai` is built once per process by `createAiService(config.ai, deps)`. Every feature
 * (analysis, recommendations, chat, reports, insights, trends, control generation) is built on
 * this small API and never talks to a provider SDK directly.
 *
 * ## Which engine
 * - `ai.engine` is `'offline' | 'openai' | 'anthropic'`; `ai.model` is the model name (null
 *   offline). When `ai.engine === 'offline'`, run the feature's own offline code (rules and
 *   retrieval over the organisation's data) and call `ai.recordOffline(...)` once it is done.
 *   Never call `complete`/`stream` offline: they throw (a programming error, 500).
 * - `ai.configured === false` means a model engine was chosen without the key it needs: calls
 *   fail with MISSING_API_KEY (500, "AI service is not properly configured"). Do not fall back
 *   to offline then; the administrator must see the problem.
 *
 * ## Configuration (config.ts reads the environment)
 * - AI_PROVIDER offline | openai | anthropic. Unset: openai when AI_BASE_URL or AI_API_KEY is
 *   set, offline otherwise. AI_BASE_URL: any OpenAI-compatible /v1 (default
 *   https://api.openai.com/v1; Azure, Ollama, vLLM, llama.cpp) or Anthropic's. AI_API_KEY:
 *   required for api.openai.com and Anthropic, optional for a server at another AI_BASE_URL.
 *   AI_MODEL: default gpt-4o-mini (claude-haiku-4-5 for Anthropic). AI_STRUCTURED_OUTPUTS=false
 *   for servers without json_schema output (the schema then goes into the system prompt).
 * - The spec's numbers (defaults in @rampart/domain AI_DEFAULTS): AI_MAX_TOKENS 4000,
 *   AI_TEMPERATURE 0.7, AI_TIMEOUT_MS 60000, AI_MAX_RETRIES 3 (attempts in all),
 *   AI_RETRY_BASE_MS 1000, AI_REQUESTS_PER_MINUTE 50, AI_TOKENS_PER_MINUTE 100000,
 *   AI_BREAKER_FAILURES 5, AI_BREAKER_OPEN_MS 60000, AI_CACHE_CLEAN_MS 300000,
 *   AI_CACHE_TTL_MS 300000 (0 turns the cache off).
 * - AI_TIMEOUT_MS bounds a whole `complete` call and, for streams, the wait for each model
 *   step's first chunk and between chunks; a timeout is retryable and counts against the breaker.
 * - The key never leaves the server: not in a response, not in a log line.
 *
 * ## Calls
 * ```ts
 * const r = await ai.complete({
 *   actor,                       // { organizationId, userId } (an Actor fits)
 *   feature: 'risk-analysis',    // names the use in ai_usage
 *   system: '...', prompt: '...',   // or messages: ModelMessage[] (chat history)
 *   schema: riskAnalysisSchema,  // optional zod schema: structured output, validated
 *   fallback: DEFAULT_ANALYSIS,  // required with a schema: used when the output is unusable
 *   maxTokens, temperature,      // optional; default AI_MAX_TOKENS, AI_TEMPERATURE
 *   tools, maxSteps,             // optional AI SDK tools (read-only! an attempt may be retried)
 *   cache, cacheKey,             // optional; see "Cache" below
 *   abortSignal,                 // optional; e.g. the request closing
 * });
 * // r = { value, text, engine, model, usage: { inputTokens, outputTokens, costUsd },
 * //       cached, outcome: 'ok' | 'fallback', latencyMs }
 * ```
 * - Without a schema `value` is the text; pass `fallback: '...'` to use it for an empty answer.
 * - `outcome: 'fallback'` means the model answered but its output failed the schema (after a
 *   lenient second look for JSON inside fences or prose): `value` is your fallback, the event
 *   is logged, and the confidence you show should drop (`aiConfidence({ fallbackUsed: true })`).
 * - Failures throw `AppError` with a catalogue code (contracts `AI_ERRORS`): RATE_LIMIT_EXCEEDED
 *   429 (per-organisation requests or tokens per minute, or the provider's own 429),
 *   CIRCUIT_BREAKER_OPEN 503, MISSING_API_KEY 500 (also for a key the provider rejects),
 *   INVALID_REQUEST 400 (no prompt/messages: "Request context is required"; a request larger
 *   than the token limit), CONTENT_GENERATION_FAILED 500 (anything else, after retries). The
 *   error handler adds `details: { retryable, severity, userMessage }`. Features re-throw with
 *   their own message where the spec gives one: `throw aiFailure(err, AI_MESSAGES.riskAnalysisFailed)`
 *   (ai/errors.ts keeps the code, 429/503 stay 429/503); chat answers `AI_MESSAGES.chatApology`
 *   instead of failing.
 *
 * ```ts
 * const s = await ai.stream({ actor, feature: 'chat', system, messages, tools });
 * for await (const chunk of s.textStream) reply.raw.write(chunk);
 * const { usage, outcome, errorCode } = await s.done;
 * ```
 * - `stream` resolves when the first text arrives, so early failures are retried and thrown
 *   as above (before any byte is sent). A failure mid-stream makes the iteration throw the
 *   mapped AppError; `done` always resolves. Read `textStream` to the end or `break` out of
 *   it: the usage row is written when it ends. Streams are never cached.
 *
 * ## What the guard does around every model call
 * Circuit breaker (per process) -> per-organisation limits (requests and estimated tokens per
 * minute; Redis when REDIS_URL) -> up to AI_MAX_RETRIES attempts with doubling waits for
 * network errors, timeouts, 429 and 5xx -> token count corrected with the real usage -> one
 * ai_usage row (tokens, cost from the model table, latency, cached, outcome, error code).
 * Refused and failed calls get a row too. Hourly counters sum those rows.
 *
 * ## Cache
 * `complete` without tools caches ok answers for AI_CACHE_TTL_MS, keyed by a hash of the
 * organisation, feature, model, system, prompt/messages and `cacheKey`. Put everything the
 * answer depends on in the prompt (it usually is: the organisation's data is the prompt), or
 * in `cacheKey`; pass `cache: false` for answers that must be fresh. A hit costs nothing, is
 * not rate limited, and is recorded with `cached: true` and 0 tokens.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ZodType } from 'zod';
import { AI_MESSAGES, type AiEngine, type AiStatus } from '@rampart/contracts';
import { AI_DEFAULTS, modelConfig } from '@rampart/domain';
import type { Db } from '@rampart/db';
import type { AiConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { aiStatus } from './ai-status.ts';
import type {
  AiCaller,
  AiResult,
  AiStream,
  CallBase,
  CompleteOptions,
  StreamOptions,
} from './ai-types.ts';
import { realSleep, systemClock, type Clock, type Sleep } from './clock.ts';
import { runComplete } from './complete.ts';
import { aiError } from './errors.ts';
import { createCircuitBreaker } from './guard/circuit-breaker.ts';
import { createGuard, type CallContext } from './guard/guard.ts';
import { createAiRateLimits } from './guard/rate-limits.ts';
import { createResponseCache } from './guard/response-cache.ts';
import { createUsageMeter } from './guard/usage-meter.ts';
import { createModelClient } from './providers/create-model-client.ts';
import type { ModelRequest } from './providers/model-client.ts';

export type * from './ai-types.ts';

export type AiService = {
  readonly engine: AiEngine;
  readonly model: string | null;
  readonly configured: boolean;
  complete<T>(opts: CompleteOptions & { schema: ZodType<T>; fallback: T }): Promise<AiResult<T>>;
  complete(
    opts: CompleteOptions & { schema?: undefined; fallback?: string },
  ): Promise<AiResult<string>>;
  stream(opts: StreamOptions): Promise<AiStream>;
  /**
   * Before the offline engine's work: takes one request (and no tokens: the offline engine uses
   * none) from the organisation's per-minute limits, as a model call would. Past the limit it
   * records the refusal and throws RATE_LIMIT_EXCEEDED (429). A no-op for a model engine, whose
   * guard takes the limits on each call.
   */
  admitOffline(opts: { actor: AiCaller; feature: string }): Promise<void>;
  /** One usage row for a feature the offline engine answered (0 tokens, no cost). */
  recordOffline(opts: {
    actor: AiCaller;
    feature: string;
    latencyMs: number;
    outcome?: 'ok' | 'error';
    errorCode?: string;
  }): Promise<void>;
  status(organizationId: string): Promise<AiStatus>;
  /** Drops expired cache entries (also runs every AI_CACHE_CLEAN_MS). */
  sweepCache(): number;
  readonly cacheSize: number;
  /** Stops the sweep timer; call on app close. */
  close(): void;
};

export type AiServiceDeps = {
  db: Db;
  redis: Redis | null;
  log: FastifyBaseLogger;
  clock?: Clock;
  sleep?: Sleep;
};

export const createAiService = (config: AiConfig, deps: AiServiceDeps): AiService => {
  const clock = deps.clock ?? systemClock;
  const log = deps.log;
  const setup = createModelClient(config);
  const breaker = createCircuitBreaker(
    { failures: config.breakerFailures, openMs: config.breakerOpenMs },
    clock,
  );
  const limits = createAiRateLimits(config, deps.redis);
  const cache = createResponseCache(
    { ttlMs: config.cacheTtlMs, maxEntries: AI_DEFAULTS.cacheMaxEntries },
    clock,
  );
  const meter = createUsageMeter(deps.db, clock, log);
  let lastProblemAt: number | null = null;
  const sweeper = setInterval(() => cache.sweep(), config.cacheCleanMs);
  sweeper.unref();

  const engine: AiEngine =
    setup.kind === 'offline'
      ? 'offline'
      : setup.kind === 'model'
        ? setup.client.engine
        : setup.engine;
  const model =
    setup.kind === 'offline' ? null : setup.kind === 'model' ? setup.client.model : setup.model;
  if (setup.kind === 'misconfigured') {
    log.warn({ engine, model, reason: setup.reason }, 'AI provider is not usable');
  }
  if (setup.kind === 'model') {
    // The SDK prints its warnings to the console by default; send them to the app's log.
    globalThis.AI_SDK_LOG_WARNINGS = ({ warnings, provider, model: m }) =>
      log.warn({ warnings, provider, model: m }, 'AI SDK warning');
  }
  const guard =
    setup.kind === 'model'
      ? createGuard({
          client: setup.client,
          breaker,
          limits,
          meter,
          clock,
          sleep: deps.sleep ?? realSleep,
          log,
          settings: { maxRetries: config.maxRetries, retryBaseMs: config.retryBaseMs },
          onProblem: () => {
            lastProblemAt = clock.now();
          },
        })
      : null;

  /** Checks the call and the engine; returns the guard and the call's context. */
  const prepare = async (opts: CallBase) => {
    const startedAt = clock.now();
    if (!opts.prompt?.trim() && !opts.messages?.length) {
      throw aiError('INVALID_REQUEST', AI_MESSAGES.contextRequired);
    }
    if (setup.kind === 'offline') {
      throw new Error(`AI feature ${opts.feature} called the model with the offline engine`);
    }
    if (setup.kind === 'misconfigured' || !guard) {
      await meter.record({
        organizationId: opts.actor.organizationId,
        userId: opts.actor.userId ?? null,
        feature: opts.feature,
        engine,
        model,
        inputTokens: 0,
        outputTokens: 0,
        latencyMs: 0,
        cached: false,
        outcome: 'error',
        errorCode: 'MISSING_API_KEY',
      });
      throw aiError('MISSING_API_KEY');
    }
    const request: ModelRequest = {
      system: opts.system,
      prompt: opts.prompt,
      messages: opts.messages,
      maxTokens: opts.maxTokens ?? config.maxTokens,
      temperature: opts.temperature ?? config.temperature,
      tools: opts.tools,
      maxSteps: opts.maxSteps ?? AI_DEFAULTS.maxToolSteps,
      abortSignal: opts.abortSignal,
    };
    const ctx: CallContext = { caller: opts.actor, feature: opts.feature, request, startedAt };
    return { guard, client: setup.client, ctx };
  };

  const complete = async (
    opts: CompleteOptions & { schema?: ZodType<unknown>; fallback?: unknown },
  ) => runComplete({ ...(await prepare(opts)), cache, clock, log, opts });

  return {
    engine,
    model,
    configured: setup.kind !== 'misconfigured',
    complete: complete as AiService['complete'],

    async stream(opts) {
      const { guard: g, client, ctx } = await prepare(opts);
      const s = await g.stream(ctx);
      return { engine: client.engine, model: client.model, ...s };
    },

    async admitOffline({ actor, feature }) {
      if (setup.kind !== 'offline') return;
      try {
        await limits.take(actor.organizationId, 0);
      } catch (err) {
        await meter
          .record({
            organizationId: actor.organizationId,
            userId: actor.userId ?? null,
            feature,
            engine: 'offline',
            model: null,
            inputTokens: 0,
            outputTokens: 0,
            latencyMs: 0,
            cached: false,
            outcome: 'error',
            errorCode: err instanceof AppError ? err.code : 'INTERNAL_ERROR',
          })
          .catch((e: unknown) => log.error({ err: e }, 'could not record offline AI usage'));
        throw err;
      }
    },

    async recordOffline(opts) {
      await meter.record({
        organizationId: opts.actor.organizationId,
        userId: opts.actor.userId ?? null,
        feature: opts.feature,
        engine: 'offline',
        model: null,
        inputTokens: 0,
        outputTokens: 0,
        latencyMs: opts.latencyMs,
        cached: false,
        outcome: opts.outcome ?? 'ok',
        errorCode: opts.errorCode ?? null,
      });
    },

    status: (organizationId) =>
      aiStatus({
        organizationId,
        engine,
        model,
        configured: setup.kind !== 'misconfigured',
        config,
        breaker: breaker.snapshot(),
        lastProblemAt,
        now: clock.now(),
        limits,
        meter,
        costKnown: model === null || modelConfig(model) !== null,
      }),

    sweepCache: () => cache.sweep(),
    get cacheSize() {
      return cache.size;
    },
    close() {
      clearInterval(sweeper);
    },
  };
};
