import { AI_ERRORS, isAiErrorCode, type AiErrorCode } from '@rampart/contracts';
import { AppError } from '../errors.ts';

/**
 * An AI failure from the spec's catalogue. The message defaults to the catalogue's user
 * message; the error handler adds retryable, severity and userMessage to the details.
 */
export const aiError = (
  code: AiErrorCode,
  message: string = AI_ERRORS[code].userMessage,
  details?: Record<string, unknown>,
  headers?: Record<string, string>,
): AppError => new AppError(code, message, details, headers);

export const isAiAppError = (err: unknown, code?: AiErrorCode): err is AppError =>
  err instanceof AppError && (code ? err.code === code : Object.hasOwn(AI_ERRORS, err.code));

/** 429 with how long to wait, in the body and in Retry-After. */
export const rateLimitError = (
  msBeforeNext: number,
  limit: 'requests' | 'tokens' | 'provider',
): AppError => {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return aiError(
    'RATE_LIMIT_EXCEEDED',
    AI_ERRORS.RATE_LIMIT_EXCEEDED.userMessage,
    { limit, retryAfterSeconds: seconds },
    { 'retry-after': String(seconds) },
  );
};

/**
 * A feature's own failure text (spec §8: "AI risk analysis failed"...) over what the call
 * threw: an AI error keeps its code, details and headers; another AppError (a 404) passes
 * unchanged; anything else becomes CONTENT_GENERATION_FAILED.
 */
export const aiFailure = (err: unknown, message: string): AppError => {
  if (!(err instanceof AppError)) return aiError('CONTENT_GENERATION_FAILED', message);
  return isAiErrorCode(err.code) ? new AppError(err.code, message, err.details, err.headers) : err;
};
