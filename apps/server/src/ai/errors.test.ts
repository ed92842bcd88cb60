import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  AI_ERROR_CODES,
  AI_ERRORS,
  AI_MESSAGES,
  ERROR_CODES,
  ERROR_STATUS,
  MESSAGES,
} from '@rampart/contracts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { AppError } from '../errors.ts';
import { aiError, aiFailure, rateLimitError } from './errors.ts';

const appThrowing = async (err: Error) => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw err;
  });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return res;
};

describe('the AI error catalogue (spec §8)', () => {
  it.each([
    ['MISSING_API_KEY', 500, false, 'critical', 'AI service is not properly configured'],
    [
      'RATE_LIMIT_EXCEEDED',
      429,
      true,
      'medium',
      'Rate limit reached. Please wait a moment before trying again.',
    ],
    [
      'CIRCUIT_BREAKER_OPEN',
      503,
      true,
      'high',
      'The AI service is temporarily unavailable. Please try again in a minute.',
    ],
    ['INVALID_REQUEST', 400, false, 'low', 'Request context is required'],
    ['CONTENT_GENERATION_FAILED', 500, true, 'high', 'Unable to generate content at this time'],
  ] as const)(
    '%s: %i, retryable %s, %s, "%s" on the wire',
    async (code, status, retryable, severity, userMessage) => {
      expect(AI_ERRORS[code]).toEqual({ status, retryable, severity, userMessage });
      expect(ERROR_STATUS[code]).toBe(status);
      const res = await appThrowing(aiError(code));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({
        success: false,
        error: { code, message: userMessage, details: { retryable, severity, userMessage } },
      });
    },
  );

  it('every AI code is a wire error code', () => {
    expect(ERROR_CODES).toEqual(expect.arrayContaining([...AI_ERROR_CODES]));
  });

  it('a feature message keeps the catalogue fields, and own details are kept', async () => {
    const res = await appThrowing(
      aiError('CONTENT_GENERATION_FAILED', AI_MESSAGES.riskAnalysisFailed),
    );
    expect(res.json().error).toMatchObject({
      message: 'AI risk analysis failed',
      details: { retryable: true, userMessage: 'Unable to generate content at this time' },
    });
    const limited = await appThrowing(rateLimitError(1500, 'tokens'));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('2');
    expect(limited.json().error.details).toEqual({
      retryable: true,
      severity: 'medium',
      userMessage: 'Rate limit reached. Please wait a moment before trying again.',
      limit: 'tokens',
      retryAfterSeconds: 2,
    });
  });

  it('aiFailure puts a feature message over the guard error, keeping its code', async () => {
    const limited = aiFailure(rateLimitError(3000, 'requests'), AI_MESSAGES.trendPredictionFailed);
    expect(limited).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      status: 429,
      message: 'AI trend prediction failed',
      headers: { 'retry-after': '3' },
    });
    expect(aiFailure(new TypeError('boom'), AI_MESSAGES.reportGenerationFailed)).toMatchObject({
      code: 'CONTENT_GENERATION_FAILED',
      status: 500,
      message: 'AI report generation failed',
    });
    const missing = new AppError('NOT_FOUND', 'Risk not found');
    expect(aiFailure(missing, AI_MESSAGES.riskAnalysisFailed)).toBe(missing);
  });

  it('other errors are unchanged', async () => {
    const res = await appThrowing(new AppError('NOT_FOUND', 'Risk not found'));
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Risk not found' },
    });
    expect(MESSAGES.forbidden).toBe('Insufficient permissions for this operation.');
  });

  it('has the spec texts for analyses and chat', () => {
    expect(AI_MESSAGES).toEqual({
      contextRequired: 'Request context is required',
      requirementsRequired: 'Requirements field is required',
      riskAnalysisFailed: 'AI risk analysis failed',
      controlRecommendationFailed: 'AI control recommendation failed',
      complianceAnalysisFailed: 'AI compliance analysis failed',
      reportGenerationFailed: 'AI report generation failed',
      trendPredictionFailed: 'AI trend prediction failed',
      chatApology:
        'I apologize, but I encountered an error processing your request. Please try rephrasing your question.',
    });
  });
});
