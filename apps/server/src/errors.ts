import { ERROR_STATUS, type ErrorCode, type FieldIssue, MESSAGES } from '@rampart/contracts';

/** A failure the client should see, with a code from contracts. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
export const forbidden = (message: string = MESSAGES.forbidden) =>
  new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ field, message }] satisfies FieldIssue[]);
/** Several fields refused at once, each named; the first one's message leads. */
export const fieldErrors = (issues: FieldIssue[]) =>
  new AppError('VALIDATION_ERROR', issues[0]?.message ?? 'Invalid request', issues);
