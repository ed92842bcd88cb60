import { z } from 'zod';

/** Error codes on the wire; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** If-Match named a version of the record someone else has replaced since (issue 23). */
  'PRECONDITION_FAILED',
  /** An Idempotency-Key already used with a different request (issue 23, decision 044). */
  'IDEMPOTENCY_KEY_REUSED',
  /** A share link turned off or expired (issue 12 point 4). */
  'GONE',
  'RATE_LIMITED',
  'CSRF_REJECTED',
  'EMAIL_NOT_VERIFIED',
  /** users.is_active is false: no session, whatever the password (issue 19). */
  'ACCOUNT_DEACTIVATED',
  'INVALID_CREDENTIALS',
  /** The organisation requires a second factor: set one up before anything else (issue 21). */
  'SECOND_FACTOR_REQUIRED',
  /** A wrong or used authenticator or backup code at the second step of a sign-in. */
  'INVALID_CODE',
  /** The email's organisation signs its people in through its identity provider (issue 21). */
  'SSO_REQUIRED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Requests over the server's size limits (decision 010).
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  // The AI service's catalogue (ai.ts, spec §8).
  'MISSING_API_KEY',
  'RATE_LIMIT_EXCEEDED',
  'CIRCUIT_BREAKER_OPEN',
  'INVALID_REQUEST',
  'CONTENT_GENERATION_FAILED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  IDEMPOTENCY_KEY_REUSED: 422,
  GONE: 410,
  RATE_LIMITED: 429,
  CSRF_REJECTED: 403,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_DEACTIVATED: 403,
  INVALID_CREDENTIALS: 401,
  SECOND_FACTOR_REQUIRED: 403,
  INVALID_CODE: 401,
  SSO_REQUIRED: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  MISSING_API_KEY: 500,
  RATE_LIMIT_EXCEEDED: 429,
  CIRCUIT_BREAKER_OPEN: 503,
  INVALID_REQUEST: 400,
  CONTENT_GENERATION_FAILED: 500,
};

export { MESSAGES, type FieldIssue } from './messages.ts';

export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
