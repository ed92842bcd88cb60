import { APICallError } from 'ai';
import { AppError } from '../../errors.ts';
import type { Sleep } from '../clock.ts';
import { OutputParseError } from '../providers/model-client.ts';

/**
 * Worth another attempt: network failures, timeouts, 408/409/429 and 5xx. Not: 400, 401, 404,
 * output that failed the schema, our own errors, or a caller that gave up.
 */
export const isRetryable = (err: unknown, callerSignal?: AbortSignal): boolean => {
  if (callerSignal?.aborted) return false;
  if (err instanceof AppError || err instanceof OutputParseError) return false;
  if (APICallError.isInstance(err)) return err.isRetryable;
  if (err instanceof Error) {
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return true;
    const cause = (err as { cause?: unknown }).cause;
    if (cause && cause !== err) return isRetryable(cause, callerSignal);
  }
  return false;
};

/** The upstream HTTP status of a provider error, when there is one. */
export const upstreamStatus = (err: unknown): number | undefined =>
  APICallError.isInstance(err) ? err.statusCode : undefined;

/**
 * Runs `fn` up to `attempts` times in all, waiting base, 2×base, 4×base... between attempts
 * (spec §9: 3 attempts, 1 s base, doubling), and only after a retryable failure.
 */
export const withRetries = async <T>(
  fn: (attempt: number) => Promise<T>,
  opts: {
    attempts: number;
    baseMs: number;
    sleep: Sleep;
    retryable: (err: unknown) => boolean;
    onRetry?: (err: unknown, attempt: number, waitMs: number) => void;
  },
): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      if (attempt >= opts.attempts || !opts.retryable(err)) throw err;
      const waitMs = opts.baseMs * 2 ** (attempt - 1);
      opts.onRetry?.(err, attempt, waitMs);
      await opts.sleep(waitMs);
    }
  }
};
