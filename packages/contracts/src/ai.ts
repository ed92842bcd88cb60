import { z } from 'zod';
import { page } from './envelope.ts';
import { calendarDate } from './dates.ts';

/** The AI service's error codes (spec §8 "AI service errors"). */
export const AI_ERROR_CODES = [
  'MISSING_API_KEY',
  'RATE_LIMIT_EXCEEDED',
  'CIRCUIT_BREAKER_OPEN',
  'INVALID_REQUEST',
  'CONTENT_GENERATION_FAILED',
] as const;
export type AiErrorCode = (typeof AI_ERROR_CODES)[number];

export const AI_ERROR_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type AiErrorSeverity = (typeof AI_ERROR_SEVERITIES)[number];

export type AiErrorEntry = {
  status: number;
  /** The same request may succeed later (after a wait), so a client may offer a retry. */
  retryable: boolean;
  severity: AiErrorSeverity;
  /** What a person sees. */
  userMessage: string;
};

/** Spec §8: each AI failure carries code, status, retryable, severity and a user message. */
export const AI_ERRORS: Record<AiErrorCode, AiErrorEntry> = {
  MISSING_API_KEY: {
    status: 500,
    retryable: false,
    severity: 'critical',
    userMessage: 'AI service is not properly configured',
  },
  RATE_LIMIT_EXCEEDED: {
    status: 429,
    retryable: true,
    severity: 'medium',
    userMessage: 'Rate limit reached. Please wait a moment before trying again.',
  },
  CIRCUIT_BREAKER_OPEN: {
    status: 503,
    retryable: true,
    severity: 'high',
    // The spec gives no text for this one.
    userMessage: 'The AI service is temporarily unavailable. Please try again in a minute.',
  },
  INVALID_REQUEST: {
    status: 400,
    retryable: false,
    severity: 'low',
    userMessage: 'Request context is required',
  },
  CONTENT_GENERATION_FAILED: {
    status: 500,
    retryable: true,
    severity: 'high',
    userMessage: 'Unable to generate content at this time',
  },
};

/** The spec's AI messages, for the features that raise them. */
export const AI_MESSAGES = {
  contextRequired: 'Request context is required',
  requirementsRequired: 'Requirements field is required',
  riskAnalysisFailed: 'AI risk analysis failed',
  controlRecommendationFailed: 'AI control recommendation failed',
  complianceAnalysisFailed: 'AI compliance analysis failed',
  reportGenerationFailed: 'AI report generation failed',
  trendPredictionFailed: 'AI trend prediction failed',
  chatApology:
    'I apologize, but I encountered an error processing your request. Please try rephrasing your question.',
} as const;

export const isAiErrorCode = (code: string): code is AiErrorCode => Object.hasOwn(AI_ERRORS, code);

/** The details an AI error carries on the wire, merged over any details of its own. */
export const aiErrorDetails = (code: AiErrorCode, details?: unknown) => {
  const { retryable, severity, userMessage } = AI_ERRORS[code];
  const own = details && typeof details === 'object' && !Array.isArray(details) ? details : {};
  return { retryable, severity, userMessage, ...own };
};

export const aiErrorDetailsSchema = z.object({
  retryable: z.boolean(),
  severity: z.enum(AI_ERROR_SEVERITIES),
  userMessage: z.string(),
  retryAfterSeconds: z.number().int().optional(),
});

export const AI_ENGINES = ['offline', 'openai', 'anthropic'] as const;
export const aiEngineSchema = z.enum(AI_ENGINES);
export type AiEngine = z.infer<typeof aiEngineSchema>;

export const AI_CONNECTION_STATES = [
  'CONNECTED',
  'DISCONNECTED',
  'RECONNECTING',
  'DEGRADED',
] as const;
export type AiConnectionState = (typeof AI_CONNECTION_STATES)[number];
export const AI_BREAKER_STATES = ['CLOSED', 'OPEN', 'HALF_OPEN'] as const;
export type AiBreakerState = (typeof AI_BREAKER_STATES)[number];
export const AI_OUTCOMES = ['ok', 'fallback', 'error'] as const;
export type AiOutcome = (typeof AI_OUTCOMES)[number];

/** GET /api/ai/status */
export const aiStatusSchema = z.object({
  engine: aiEngineSchema,
  /** Null for the offline engine. */
  model: z.string().nullable(),
  /** False when a model engine is chosen but its key is missing (calls fail MISSING_API_KEY). */
  configured: z.boolean(),
  connection: z.enum(AI_CONNECTION_STATES),
  breaker: z.object({
    state: z.enum(AI_BREAKER_STATES),
    failures: z.number().int(),
    threshold: z.number().int(),
    openUntil: z.string().nullable(),
  }),
  limits: z.object({
    requestsPerMinute: z.number().int(),
    tokensPerMinute: z.number().int(),
    remaining: z.object({ requests: z.number().int(), tokens: z.number().int() }),
  }),
  usage: z.object({
    /** Start of the current hour; the counters reset at the top of each hour. */
    since: z.string(),
    /** Calls that reached (or tried to reach) a model: not offline runs, not cache hits. */
    requests: z.number().int(),
    tokens: z.number().int(),
    costUsd: z.number(),
  }),
  /** False when the model is not in the cost table: its cost shows as 0. */
  costKnown: z.boolean(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

/** One row of GET /api/ai/usage. */
export const aiUsageRecordSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  feature: z.string(),
  engine: aiEngineSchema,
  model: z.string().nullable(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number(),
  latencyMs: z.number().int(),
  cached: z.boolean(),
  outcome: z.enum(AI_OUTCOMES),
  errorCode: z.string().nullable(),
  createdAt: z.string(),
});
export type AiUsageRecord = z.infer<typeof aiUsageRecordSchema>;

export const aiUsageTotalsSchema = z.object({
  calls: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number(),
});
export type AiUsageTotals = z.infer<typeof aiUsageTotalsSchema>;

export const aiUsageListSchema = page(aiUsageRecordSchema).extend({
  totals: aiUsageTotalsSchema,
  /** organization: every member's calls (audit:read or organization:manage); mine: the caller's. */
  scope: z.enum(['organization', 'mine']),
});
export type AiUsageList = z.infer<typeof aiUsageListSchema>;

export const aiUsageQuerySchema = z
  .object({
    /** Inclusive. */
    from: calendarDate().optional(),
    /** Exclusive: from=2026-01-01&to=2026-02-01 is January. */
    to: calendarDate().optional(),
    feature: z.string().trim().min(1).max(80).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().max(200).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type AiUsageQuery = z.infer<typeof aiUsageQuerySchema>;
