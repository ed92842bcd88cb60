import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  aiErrorDetails,
  isAiErrorCode,
  MESSAGES,
  type ErrorCode,
  type FieldIssue,
} from '@rampart/contracts';
import { InvalidCursorError } from '@rampart/db';
import { AppError } from '../errors.ts';
import { MAX_URL_LENGTH } from './input-hardening.ts';
import { databaseErrorOf, safeErrorForLog } from './safe-error-log.ts';

export { safeErrorForLog };

const fieldOf = (instancePath: string | undefined, fallback: string): string => {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || fallback;
};

const envelope = (code: ErrorCode, message: string, details?: unknown) => ({
  success: false as const,
  error: details === undefined ? { code, message } : { code, message, details },
});

/** Fastify's own 4xx (bad JSON, wrong content type, body too large), in our codes. */
const codeOfStatus = (status: number): ErrorCode => {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 414) return 'URI_TOO_LONG';
  if (status === 431) return 'HEADERS_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_ERROR';
};

// Data exceptions (class 22: bad text, numbers or dates out of range) and values too large to
// index are about the request's values, not the server: a 400, whichever route let them through.
const isBadValue = (sqlState: string) => sqlState.startsWith('22') || sqlState === '54000';
// Two transactions met and this one rolled back: a deadlock or serialization failure, or a row
// another request inserted (unique) or deleted (foreign key) after this one checked for it.
const COLLISIONS = new Set(['40P01', '40001', '23505', '23503']);
const isCollision = (sqlState: string) => COLLISIONS.has(sqlState);

/** One wire shape for every failure: `{ success: false, error: { code, message, details } }`. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(
        envelope(
          error.code,
          error.message,
          // AI errors always carry retryable, severity and userMessage (spec §8).
          isAiErrorCode(error.code) ? aiErrorDetails(error.code, error.details) : error.details,
        ),
      );
    }
    if (error instanceof InvalidCursorError) {
      return reply
        .status(400)
        .send(
          envelope('VALIDATION_ERROR', error.message, [
            { field: 'cursor', message: error.message },
          ]),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const details: FieldIssue[] = error.validation.map((v) => ({
        field: fieldOf(v.instancePath, where),
        message: v.message ?? 'Invalid value',
      }));
      const first = details[0];
      return reply
        .status(400)
        .send(
          envelope(
            'VALIDATION_ERROR',
            first ? `${first.field}: ${first.message}` : 'Invalid request',
            details,
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send(envelope(codeOfStatus(status), error.message));
    }
    const dbError = databaseErrorOf(error);
    if (dbError && isBadValue(dbError.code)) {
      request.log.warn({ err: error }, 'request refused by the database');
      return reply
        .status(400)
        .send(envelope('VALIDATION_ERROR', 'The request holds a value that cannot be stored'));
    }
    if (dbError && isCollision(dbError.code)) {
      // Nothing was written (the transaction rolled back); the same request can simply be sent again.
      request.log.warn({ err: error }, 'request collided with another transaction');
      return reply
        .status(409)
        .send(
          envelope('CONFLICT', 'Another change to the same records was saved first. Try again.'),
        );
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(envelope('INTERNAL_ERROR', MESSAGES.internal));
  });
};

/**
 * Errors the router raises before any route runs (a bad percent-encoding, a path parameter over
 * maxParamLength), in the envelope. Passed to Fastify as `frameworkErrors`.
 */
export const frameworkErrorReply = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(envelope('URI_TOO_LONG', 'A part of the address is too long'));
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(envelope('VALIDATION_ERROR', 'The address is not valid'));
  } else {
    void reply.status(500).send(envelope('INTERNAL_ERROR', MESSAGES.internal));
  }
};

const writeRaw = (socket: Socket, status: number, code: ErrorCode, message: string) => {
  const body = JSON.stringify(envelope(code, message));
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 414: 'URI Too Long' }[status];
  socket.write(
    `HTTP/1.1 ${status} ${reason ?? 'Request Header Fields Too Large'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
};

/**
 * Whether a header overflow is the request line's: the bytes Node received start with the
 * method and a first line longer than any URL we take, or have no line break at all.
 */
const overflowsInUrl = (packet: unknown): boolean => {
  if (!Buffer.isBuffer(packet)) return false;
  const lineEnd = packet.indexOf('\r\n');
  if (lineEnd === -1) return true;
  return /^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1')) && lineEnd > MAX_URL_LENGTH;
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a request line or headers over
 * 16 KB, malformed HTTP, a timeout), answered in the envelope. Passed as `clientErrorHandler`.
 */
export function clientErrorResponse(
  this: FastifyInstance,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      writeRaw(socket, 408, 'VALIDATION_ERROR', 'The request took too long to arrive');
    } else if (error.code === 'HPE_HEADER_OVERFLOW') {
      if (overflowsInUrl(error.rawPacket))
        writeRaw(socket, 414, 'URI_TOO_LONG', 'The address is too long');
      else writeRaw(socket, 431, 'HEADERS_TOO_LARGE', 'The request headers are too large');
    } else {
      writeRaw(socket, 400, 'VALIDATION_ERROR', 'The request could not be read');
    }
  }
  this.log.debug({ err: error }, 'client error');
  socket.destroy(error);
}
