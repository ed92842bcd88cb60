import type { AiUsageRecord as AiUsageDto } from '@rampart/contracts';
import { aiEngineSchema } from '@rampart/contracts';
import type { AiUsageRecord } from '@rampart/db';

const OUTCOMES = ['ok', 'fallback', 'error'] as const;

export const presentAiUsage = (row: AiUsageRecord): AiUsageDto => ({
  id: row.id,
  userId: row.userId,
  userName: row.userName,
  feature: row.feature,
  engine: aiEngineSchema.catch('offline').parse(row.engine),
  model: row.model,
  inputTokens: row.inputTokens,
  outputTokens: row.outputTokens,
  costUsd: row.costUsd,
  latencyMs: row.latencyMs,
  cached: row.cached,
  outcome: OUTCOMES.find((o) => o === row.outcome) ?? 'error',
  errorCode: row.errorCode,
  createdAt: row.createdAt.toISOString(),
});
