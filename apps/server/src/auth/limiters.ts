// The rate limiters Rampart's throttles are made of (rate-limiter-flexible): in memory, or
// shared through Redis when REDIS_URL is set, and one way to turn a spent limit into a 429.
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { FieldIssue } from '@rampart/contracts';
import { AppError } from '../errors.ts';

export const makeLimiter = (
  redis: Redis | null,
  keyPrefix: string,
  points: number,
  seconds: number,
): RateLimiterAbstract =>
  redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: seconds })
    : new RateLimiterMemory({ keyPrefix, points, duration: seconds });

/**
 * Takes a point: null when allowed, else the seconds until the next one. consume() rejects with
 * the limiter's state once the points are spent, and with an Error when the store failed
 * (rethrown: a broken store is not a limit).
 */
export const takePoint = (limiter: RateLimiterAbstract, key: string): Promise<number | null> =>
  limiter.consume(key).then(
    () => null,
    (e: unknown) => {
      if (e instanceof Error) throw e;
      return Math.max(1, Math.ceil((e as { msBeforeNext: number }).msBeforeNext / 1000));
    },
  );

/** What a limit has left after a point was taken (or refused): for the RateLimit headers. */
export type LimitState = { wait: number | null; remaining: number; resetSeconds: number };

/** As takePoint, also telling what is left and when the window starts again. */
export const takePointWithState = (
  limiter: RateLimiterAbstract,
  key: string,
): Promise<LimitState> =>
  limiter.consume(key).then(
    (res) => ({
      wait: null,
      remaining: Math.max(0, res.remainingPoints),
      resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    }),
    (e: unknown) => {
      if (e instanceof Error) throw e;
      const seconds = Math.max(1, Math.ceil((e as { msBeforeNext: number }).msBeforeNext / 1000));
      return { wait: seconds, remaining: 0, resetSeconds: seconds };
    },
  );

/** A 429 with Retry-After; `message` gets the wait in minutes. */
export const rateLimited = (
  seconds: number,
  message: (minutes: number) => string,
  field?: string,
): AppError => {
  const text = message(Math.ceil(seconds / 60));
  const details: FieldIssue[] | { retryAfterSeconds: number } = field
    ? [{ field, message: text }]
    : { retryAfterSeconds: seconds };
  return new AppError('RATE_LIMITED', text, details, { 'retry-after': String(seconds) });
};
