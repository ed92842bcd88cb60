import type { Redis } from 'ioredis';
import { makeLimiter, rateLimited, takePoint } from '../../../auth/limiters.ts';

/**
 * Throttles guessing a share link's password, as sign-in is throttled (decision 012): per link
 * and address, and per link across all addresses (a multiple of it), never per address alone.
 * Shared through Redis when REDIS_URL is set.
 */
export type ShareLinkThrottle = {
  /** Counts an attempt before the password is checked; 429 naming `password` when locked. */
  admit(linkId: string, ip: string): Promise<void>;
  /** After the right password: this address starts again; the link-wide count gives one back. */
  succeeded(linkId: string, ip: string): Promise<void>;
};

export const LINK_FACTOR = 10;

export const createShareLinkThrottle = (
  opts: { maxFailures: number; windowSeconds: number },
  redis: Redis | null,
): ShareLinkThrottle => {
  const make = (keyPrefix: string, points: number) =>
    makeLimiter(redis, keyPrefix, points, opts.windowSeconds);
  const byPair = make('rampart:sharelink:pair', opts.maxFailures);
  const byLink = make('rampart:sharelink:link', opts.maxFailures * LINK_FACTOR);
  const pairKey = (linkId: string, ip: string) => `${linkId}|${ip}`;

  const refuse = (seconds: number) =>
    rateLimited(
      seconds,
      (minutes) => `Too many wrong passwords for this link. Try again in ${minutes} minute(s).`,
      'password',
    );

  return {
    async admit(linkId, ip) {
      const pairWait = await takePoint(byPair, pairKey(linkId, ip));
      if (pairWait !== null) throw refuse(pairWait);
      const linkWait = await takePoint(byLink, linkId);
      if (linkWait !== null) throw refuse(linkWait);
    },
    async succeeded(linkId, ip) {
      await Promise.all([byPair.delete(pairKey(linkId, ip)), byLink.reward(linkId, 1)]);
    },
  };
};
