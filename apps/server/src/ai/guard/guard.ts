import type { FastifyBaseLogger } from 'fastify';
import type { AiOutcome } from '@rampart/contracts';
import { estimateTokens } from '@rampart/domain';
import { AppError } from '../../errors.ts';
import type { Clock, Sleep } from '../clock.ts';
import { aiError, rateLimitError } from '../errors.ts';
import type { ModelClient, ModelRequest, ModelUsage } from '../providers/model-client.ts';
import type { BreakerTicket, CircuitBreaker } from './circuit-breaker.ts';
import type { AiRateLimits } from './rate-limits.ts';
import { isRetryable, upstreamStatus, withRetries } from './retry.ts';
import type { UsageEntry, UsageMeter } from './usage-meter.ts';

/** Who a call is for: the organisation pays, the user is recorded. */
export type AiCaller = { organizationId: string; userId?: string | null };

export type GuardSettings = { maxRetries: number; retryBaseMs: number };

export type GuardParts = {
  client: ModelClient;
  breaker: CircuitBreaker;
  limits: AiRateLimits;
  meter: UsageMeter;
  clock: Clock;
  sleep: Sleep;
  log: FastifyBaseLogger;
  settings: GuardSettings;
  /** Told about provider failures and fallbacks, for the DEGRADED connection state. */
  onProblem: () => void;
};

export type CallContext = {
  caller: AiCaller;
  feature: string;
  request: ModelRequest;
  startedAt: number;
};

/** Prompt characters / 4, plus the tokens the answer may take. */
export const estimateRequestTokens = (req: ModelRequest): number =>
  estimateTokens(
    (req.system ?? '') + (req.prompt ?? '') + (req.messages ? JSON.stringify(req.messages) : ''),
  ) + req.maxTokens;

/**
 * The steps every model call goes through: breaker, limits, attempts with retries, error
 * mapping, token correction and the usage row. Used by service.ts for complete and stream.
 */
export const createGuard = (p: GuardParts) => {
  const record = (ctx: CallContext, entry: Partial<UsageEntry> & { outcome: AiOutcome }) =>
    p.meter.record({
      organizationId: ctx.caller.organizationId,
      userId: ctx.caller.userId ?? null,
      feature: ctx.feature,
      engine: p.client.engine,
      model: p.client.model,
      inputTokens: 0,
      outputTokens: 0,
      cached: false,
      latencyMs: p.clock.now() - ctx.startedAt,
      ...entry,
    });

  /** Breaker first (an open breaker takes no quota), then the organisation's limits. */
  const admit = async (ctx: CallContext, estimate: number): Promise<BreakerTicket> => {
    let ticket: BreakerTicket;
    try {
      ticket = p.breaker.acquire();
    } catch (err) {
      await record(ctx, { outcome: 'error', errorCode: 'CIRCUIT_BREAKER_OPEN' });
      throw err;
    }
    try {
      await p.limits.take(ctx.caller.organizationId, estimate);
    } catch (err) {
      p.breaker.release(ticket);
      const code = err instanceof AppError ? err.code : 'INTERNAL_ERROR';
      await record(ctx, { outcome: 'error', errorCode: code });
      throw err;
    }
    return ticket;
  };

  /** What the caller sees for a provider failure; internals stay in the log. */
  const toAppError = (err: unknown): AppError => {
    if (err instanceof AppError) return err;
    const status = upstreamStatus(err);
    if (status === 401 || status === 403) {
      return aiError('MISSING_API_KEY', undefined, { upstreamStatus: status });
    }
    if (status === 429) return rateLimitError(60_000, 'provider');
    return aiError('CONTENT_GENERATION_FAILED');
  };

  /**
   * Settles the breaker for a failed call: network, timeouts, 429 and 5xx are the provider's
   * failures; any other answer (a 400, a bad key) means it is up; a caller who gave up says
   * nothing about it.
   */
  const settleFailure = (ctx: CallContext, ticket: BreakerTicket, err: unknown): AppError => {
    const mapped = toAppError(err);
    if (ctx.request.abortSignal?.aborted) p.breaker.release(ticket);
    else if (isRetryable(err)) {
      p.breaker.failure(ticket);
      p.onProblem();
    } else p.breaker.success(ticket);
    p.log.warn(
      {
        feature: ctx.feature,
        organizationId: ctx.caller.organizationId,
        engine: p.client.engine,
        model: p.client.model,
        upstreamStatus: upstreamStatus(err),
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
        code: mapped.code,
      },
      'ai call failed',
    );
    return mapped;
  };

  /** A call that failed before answering: breaker, limits (nothing used) and its usage row. */
  const failCall = async (
    ctx: CallContext,
    ticket: BreakerTicket,
    estimate: number,
    err: unknown,
  ): Promise<AppError> => {
    const mapped = settleFailure(ctx, ticket, err);
    await p.limits.settle(ctx.caller.organizationId, estimate, 0);
    await record(ctx, { outcome: 'error', errorCode: mapped.code });
    return mapped;
  };

  /** Attempts `fn`, retrying retryable failures; a half-open probe gets one attempt only. */
  const attempt = <T>(ctx: CallContext, ticket: BreakerTicket, fn: () => Promise<T>) =>
    withRetries(fn, {
      attempts: ticket.probe ? 1 : p.settings.maxRetries,
      baseMs: p.settings.retryBaseMs,
      sleep: p.sleep,
      retryable: (err) => isRetryable(err, ctx.request.abortSignal),
      onRetry: (err, n, waitMs) =>
        p.log.warn(
          {
            feature: ctx.feature,
            attempt: n,
            waitMs,
            upstreamStatus: upstreamStatus(err),
            error: err instanceof Error ? err.message : String(err),
          },
          'ai call failed, retrying',
        ),
    });

  return {
    record,

    /**
     * One guarded request/response call. `fn` returns the model's answer and whether it was
     * usable; an unusable one comes back as outcome 'fallback'.
     */
    async call<R extends { usage: ModelUsage; usable: boolean }>(
      ctx: CallContext,
      fn: () => Promise<R>,
    ): Promise<{ result: R; outcome: 'ok' | 'fallback'; costUsd: number }> {
      const estimate = estimateRequestTokens(ctx.request);
      const ticket = await admit(ctx, estimate);
      let result: R;
      try {
        result = await attempt(ctx, ticket, fn);
      } catch (err) {
        throw await failCall(ctx, ticket, estimate, err);
      }
      p.breaker.success(ticket);
      const { inputTokens, outputTokens } = result.usage;
      await p.limits.settle(ctx.caller.organizationId, estimate, inputTokens + outputTokens);
      const outcome = result.usable ? 'ok' : 'fallback';
      if (outcome === 'fallback') p.onProblem();
      const { costUsd } = await record(ctx, { outcome, inputTokens, outputTokens });
      return { result, outcome, costUsd };
    },

    /**
     * A guarded stream. Resolves once the first text arrives (so early failures are retried
     * and map to an HTTP status); later failures end the stream with the mapped AppError.
     */
    async stream(ctx: CallContext) {
      const estimate = estimateRequestTokens(ctx.request);
      const ticket = await admit(ctx, estimate);
      let opened;
      try {
        opened = await attempt(ctx, ticket, async () => {
          const s = p.client.streamText(ctx.request);
          const it = s.textStream[Symbol.asyncIterator]();
          return { first: await it.next(), it, usage: s.usage };
        });
      } catch (err) {
        throw await failCall(ctx, ticket, estimate, err);
      }
      // The provider is answering: settle the breaker now, so a stream nobody reads cannot
      // hold a half-open breaker.
      p.breaker.success(ticket);
      const { first, it, usage } = opened;

      let finish!: (d: StreamDone) => void;
      const done = new Promise<StreamDone>((resolve) => {
        finish = resolve;
      });
      const closeOut = async (d: Omit<StreamDone, 'costUsd' | 'latencyMs'>) => {
        const used = d.usage.inputTokens + d.usage.outputTokens;
        // A stream stopped early has no count: keep the estimate taken.
        await p.limits.settle(ctx.caller.organizationId, estimate, d.counted ? used : estimate);
        const { costUsd } = await record(ctx, {
          outcome: d.outcome,
          errorCode: d.errorCode,
          ...d.usage,
        });
        finish({ ...d, costUsd, latencyMs: p.clock.now() - ctx.startedAt });
      };

      async function* text(): AsyncGenerator<string> {
        let ended = false;
        try {
          if (!first.done) yield first.value;
          for (;;) {
            const next = await it.next();
            if (next.done) break;
            yield next.value;
          }
          const u = await usage;
          ended = true;
          await closeOut({ outcome: 'ok', errorCode: null, usage: u, counted: true });
        } catch (err) {
          ended = true;
          const mapped = settleFailure(ctx, { probe: false }, err);
          await closeOut({
            outcome: 'error',
            errorCode: mapped.code,
            usage: { inputTokens: 0, outputTokens: 0 },
            counted: false,
          });
          throw mapped;
        } finally {
          if (!ended) {
            // The reader stopped early (a closed connection): end the model call too.
            await it.return?.();
            await closeOut({
              outcome: 'ok',
              errorCode: null,
              usage: { inputTokens: 0, outputTokens: 0 },
              counted: false,
            });
          }
        }
      }
      return { textStream: text(), done };
    },
  };
};

export type StreamDone = {
  outcome: AiOutcome;
  errorCode: string | null;
  usage: ModelUsage;
  /** False when the stream failed or was stopped early and the provider's count is unknown. */
  counted: boolean;
  costUsd: number;
  latencyMs: number;
};

export type Guard = ReturnType<typeof createGuard>;
