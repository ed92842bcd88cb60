import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { aiError, rateLimitError } from '../errors.ts';

/**
 * Spec §9: requests and tokens per minute, per organisation, over a 60 s window. Shared by all
 * processes through Redis when REDIS_URL is set, in memory otherwise. Tokens are taken as an
 * estimate before the call (prompt characters / 4 + maxTokens) and corrected with the real
 * count afterwards. The window runs on the limiter's own time (Date.now), not the injected clock.
 */
export type AiRateLimits = {
  /** Takes one request and the estimate, or throws RATE_LIMIT_EXCEEDED having taken nothing. */
  take(organizationId: string, estimatedTokens: number): Promise<void>;
  /** Replaces the estimate with what the call really used. */
  settle(organizationId: string, estimatedTokens: number, actualTokens: number): Promise<void>;
  remaining(organizationId: string): Promise<{ requests: number; tokens: number }>;
};

const WINDOW_SECONDS = 60;

export const createAiRateLimits = (
  opts: { requestsPerMinute: number; tokensPerMinute: number },
  redis: Redis | null,
): AiRateLimits => {
  const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: WINDOW_SECONDS })
      : new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS });
  const requests = make('rampart:ai:requests', opts.requestsPerMinute);
  const tokens = make('rampart:ai:tokens', opts.tokensPerMinute);

  /** Consumes or, when over the limit, gives the points back and reports the wait. */
  const consume = async (
    limiter: RateLimiterAbstract,
    key: string,
    points: number,
  ): Promise<number | null> => {
    try {
      await limiter.consume(key, points);
      return null;
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      // A refused call must not count against the next one.
      await limiter.reward(key, points);
      return res.msBeforeNext;
    }
  };

  return {
    async take(organizationId, estimatedTokens) {
      if (estimatedTokens > opts.tokensPerMinute) {
        throw aiError(
          'INVALID_REQUEST',
          `This request needs about ${estimatedTokens} tokens, more than the ${opts.tokensPerMinute} a minute allows.`,
        );
      }
      const waitRequests = await consume(requests, organizationId, 1);
      if (waitRequests !== null) throw rateLimitError(waitRequests, 'requests');
      const waitTokens = await consume(tokens, organizationId, estimatedTokens);
      if (waitTokens !== null) {
        await requests.reward(organizationId, 1);
        throw rateLimitError(waitTokens, 'tokens');
      }
    },
    async settle(organizationId, estimatedTokens, actualTokens) {
      const diff = actualTokens - estimatedTokens;
      if (diff === 0) return;
      // The window may have rolled over during the call: then there is nothing to correct, and
      // a reward would start the new window in credit.
      if (!(await tokens.get(organizationId))) return;
      if (diff > 0) await tokens.penalty(organizationId, diff);
      else await tokens.reward(organizationId, -diff);
    },
    async remaining(organizationId) {
      const [r, t] = await Promise.all([requests.get(organizationId), tokens.get(organizationId)]);
      const left = (res: RateLimiterRes | null, points: number) =>
        res ? Math.max(0, points - res.consumedPoints) : points;
      return {
        requests: left(r, opts.requestsPerMinute),
        tokens: left(t, opts.tokensPerMinute),
      };
    },
  };
};
