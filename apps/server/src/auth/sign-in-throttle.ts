import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

/**
 * Throttles repeated failed sign-ins per email and address (and per address alone, to slow a
 * spray across many emails). Shared through Redis when REDIS_URL is set.
 */
export type SignInThrottle = {
  assertAllowed(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): Promise<void>;
  reset(email: string, ip: string): Promise<void>;
};

const IP_FACTOR = 10;

export const createSignInThrottle = (
  opts: { maxFailures: number; windowSeconds: number },
  redis: Redis | null,
): SignInThrottle => {
  const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points,
          duration: opts.windowSeconds,
        })
      : new RateLimiterMemory({ keyPrefix, points, duration: opts.windowSeconds });
  const byAccount = make('rampart:signin:acct', opts.maxFailures);
  const byIp = make('rampart:signin:ip', opts.maxFailures * IP_FACTOR);
  const accountKey = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;

  const refuse = (msBeforeNext: number) => {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`,
      { retryAfterSeconds: seconds },
      { 'retry-after': String(seconds) },
    );
  };

  return {
    async assertAllowed(email, ip) {
      const [acct, addr] = await Promise.all([byAccount.get(accountKey(email, ip)), byIp.get(ip)]);
      if (acct && acct.consumedPoints >= opts.maxFailures) throw refuse(acct.msBeforeNext);
      if (addr && addr.consumedPoints >= opts.maxFailures * IP_FACTOR) {
        throw refuse(addr.msBeforeNext);
      }
    },
    async recordFailure(email, ip) {
      // Consuming past the limit rejects; the count is what matters here, so ignore that.
      await Promise.allSettled([byAccount.consume(accountKey(email, ip)), byIp.consume(ip)]);
    },
    async reset(email, ip) {
      await byAccount.delete(accountKey(email, ip));
    },
  };
};
