import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

/**
 * Throttles password guessing (sign-in, and the current password of a password change) per
 * account and address pair, and per account across all addresses. Never per address alone:
 * behind a proxy without TRUST_PROXY every user shares one address, and one person's typos, or
 * an attacker's spray, must not refuse anyone else's correct password (decision 012). Shared
 * through Redis when REDIS_URL is set.
 */
export type SignInThrottle = {
  /** Refuses (429) when this account is locked, for this address or for every address. */
  assertAllowed(email: string, ip: string): Promise<void>;
  recordFailure(email: string, ip: string): Promise<void>;
  /** After a correct password: the pair's count starts again; the account-wide count does not. */
  reset(email: string, ip: string): Promise<void>;
};

/**
 * Failures on one account from all addresses together, as a multiple of the per-pair limit,
 * before the account locks everywhere: high enough that one address (limited per pair) cannot
 * lock anyone out alone, low enough to stop guessing spread over many addresses.
 */
export const ACCOUNT_FACTOR = 10;

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
  const accountLimit = opts.maxFailures * ACCOUNT_FACTOR;
  const byPair = make('rampart:signin:pair', opts.maxFailures);
  const byAccount = make('rampart:signin:account', accountLimit);
  const accountKey = (email: string) => email.trim().toLowerCase();
  const pairKey = (email: string, ip: string) => `${accountKey(email)}|${ip}`;

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
      const [pair, account] = await Promise.all([
        byPair.get(pairKey(email, ip)),
        byAccount.get(accountKey(email)),
      ]);
      if (pair && pair.consumedPoints >= opts.maxFailures) throw refuse(pair.msBeforeNext);
      if (account && account.consumedPoints >= accountLimit) throw refuse(account.msBeforeNext);
    },
    async recordFailure(email, ip) {
      // Consuming past the limit rejects; the count is what matters here, so ignore that.
      await Promise.allSettled([
        byPair.consume(pairKey(email, ip)),
        byAccount.consume(accountKey(email)),
      ]);
    },
    async reset(email, ip) {
      await byPair.delete(pairKey(email, ip));
    },
  };
};
