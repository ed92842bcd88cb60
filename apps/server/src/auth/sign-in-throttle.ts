import type { Redis } from 'ioredis';
import { makeLimiter, rateLimited, takePoint } from './limiters.ts';

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
  const make = (keyPrefix: string, points: number) =>
    makeLimiter(redis, keyPrefix, points, opts.windowSeconds);
  const accountLimit = opts.maxFailures * ACCOUNT_FACTOR;
  const byPair = make('rampart:signin:pair', opts.maxFailures);
  const byAccount = make('rampart:signin:account', accountLimit);
  const byRegisterMail = make('rampart:register:mail', 1);
  const accountKey = (email: string) => email.trim().toLowerCase();
  const pairKey = (email: string, ip: string) => `${accountKey(email)}|${ip}`;

  const refuse = (seconds: number) =>
    rateLimited(
      seconds,
      (minutes) => `Too many failed sign-in attempts. Try again in ${minutes} minute(s).`,
    );

  return {
    async admit(email, ip) {
      const pairWait = await takePoint(byPair, pairKey(email, ip));
      if (pairWait !== null) throw refuse(pairWait);
      const accountWait = await takePoint(byAccount, accountKey(email));
      if (accountWait !== null) throw refuse(accountWait);
    },
    async registerMailAllowed(email, verification) {
      const kind = verification ? 'verify' : 'exists';
      return (await takePoint(byRegisterMail, `${kind}|${accountKey(email)}`)) === null;
    },
    async succeeded(email, ip) {
      await Promise.all([
        byPair.delete(pairKey(email, ip)),
        byAccount.reward(accountKey(email), 1),
      ]);
    },
  };
};
