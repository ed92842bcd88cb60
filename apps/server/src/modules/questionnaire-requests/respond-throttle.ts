import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { FastifyRequest } from 'fastify';
import { makeLimiter, rateLimited, takePoint } from '../../auth/limiters.ts';
import { hashRequestToken } from './request-token.ts';

type Limit = { points: number; seconds: number };

/**
 * The recipient pages have no session: calls are limited per client address (whatever link it
 * tries, so links cannot be guessed at speed) and per link (whoever holds it); uploads, which
 * store files, have their own smaller allowance per link. A person answering a long
 * questionnaire by hand stays far below these.
 */
export const RESPOND_RATE_LIMITS = {
  perAddress: { points: 300, seconds: 300 },
  perLink: { points: 300, seconds: 300 },
  uploadsPerLink: { points: 60, seconds: 3600 },
} as const satisfies Record<string, Limit>;

export type RespondThrottle = {
  /** Counts the call; refuses with 429 (and Retry-After) past a limit. */
  admit(ip: string, token: string, upload: boolean): Promise<void>;
};

export const createRespondThrottle = (
  redis: Redis | null,
  limits: Record<keyof typeof RESPOND_RATE_LIMITS, Limit> = RESPOND_RATE_LIMITS,
): RespondThrottle => {
  const make = (keyPrefix: string, { points, seconds }: Limit) =>
    makeLimiter(redis, keyPrefix, points, seconds);
  const byAddress = make('rampart:respond:ip', limits.perAddress);
  const byLink = make('rampart:respond:link', limits.perLink);
  const uploads = make('rampart:respond:upload', limits.uploadsPerLink);
  const take = async (limiter: RateLimiterAbstract, key: string) => {
    const wait = await takePoint(limiter, key);
    if (wait === null) return;
    throw rateLimited(
      wait,
      (minutes) => `Too many requests for this questionnaire. Try again in ${minutes} minute(s).`,
    );
  };
  return {
    async admit(ip, token, upload) {
      // The link is keyed by its hash: the secret itself is never a key in Redis.
      const link = hashRequestToken(token);
      await take(byAddress, ip);
      await take(byLink, link);
      if (upload) await take(uploads, link);
    },
  };
};

/** A preHandler that admits the call of a `/api/respond/:token` route. */
export const respondGate =
  (throttle: RespondThrottle, upload = false) =>
  async (req: FastifyRequest) => {
    const { token } = req.params as { token?: string };
    await throttle.admit(req.ip, token ?? '', upload);
  };
