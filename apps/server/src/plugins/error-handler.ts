import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { aiErrorDetails, isAiErrorCode, MESSAGES, type FieldIssue } from '@rampart/contracts';
import { AppError } from '../errors.ts';

const fieldOf = (instancePath: string | undefined, fallback: string): string => {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || fallback;
};

/** One wire shape for every failure: `{ success: false, error: { code, message, details } }`. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        success: false,
        error: {
          code: error.code,
          message: error.message,
          // AI errors always carry retryable, severity and userMessage (spec §8).
          details: isAiErrorCode(error.code)
            ? aiErrorDetails(error.code, error.details)
            : error.details,
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const details: FieldIssue[] = error.validation.map((v) => ({
        field: fieldOf(v.instancePath, where),
        message: v.message ?? 'Invalid value',
      }));
      const first = details[0];
      return reply.status(400).send({
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: first ? `${first.field}: ${first.message}` : 'Invalid request',
          details,
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, body too large).
      return reply.status(status).send({
        success: false,
        error: {
          code: status === 429 ? 'RATE_LIMITED' : 'VALIDATION_ERROR',
          message: error.message,
        },
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      success: false,
      error: { code: 'INTERNAL_ERROR', message: MESSAGES.internal },
    });
  });
};
