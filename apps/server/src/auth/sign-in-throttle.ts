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
  /**
   * Counts an attempt before the password is checked, so a burst of parallel guesses is counted
   * as it arrives; refuses (429) when this account is locked, for this address or everywhere.
   */
  admit(email: string, ip: string): Promise<void>;
  /**
   * After a correct password: the pair's count starts again, and the account-wide count gives
   * back the point this attempt took (its earlier failures stay counted).
   */
  succeeded(email: string, ip: string): Promise<void>;
  /**
   * Whether registering may mail this address now: one mail of each kind (a verification link,
   * or "your address is already registered") per address per window, so register cannot flood
   * an inbox.
   */
  registerMailAllowed(email: string, verification: boolean): Promise<boolean>;
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
  const byRegisterMail = make('rampart:register:mail', 1);
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
    async admit(email, ip) {
      // consume() rejects with the limiter's state once the points are spent.
      const take = (limiter: RateLimiterAbstract, key: string) =>
        limiter.consume(key).then(
          () => null,
          (e: unknown) => {
            if (e instanceof Error) throw e; // the store failed, not the limit
            return refuse((e as { msBeforeNext: number }).msBeforeNext);
          },
        );
      const pairRefusal = await take(byPair, pairKey(email, ip));
      if (pairRefusal) throw pairRefusal;
      const accountRefusal = await take(byAccount, accountKey(email));
      if (accountRefusal) throw accountRefusal;
    },
    async registerMailAllowed(email, verification) {
      const kind = verification ? 'verify' : 'exists';
      return byRegisterMail.consume(`${kind}|${accountKey(email)}`).then(
        () => true,
        (e: unknown) => {
          if (e instanceof Error) throw e;
          return false;
        },
      );
    },
    async succeeded(email, ip) {
      await Promise.all([
        byPair.delete(pairKey(email, ip)),
        byAccount.reward(accountKey(email), 1),
      ]);
    },
  };
};
