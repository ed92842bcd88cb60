/** The AI service every feature calls: engines, guard, cache and usage (how to use it: ./README.md). */
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
