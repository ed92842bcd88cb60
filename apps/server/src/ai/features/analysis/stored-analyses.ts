import type { AiTrendPeriod } from '@rampart/contracts';
import { storeAiAnalysis, storedAiAnalysis, type Db } from '@rampart/db';
import type { ZodType } from 'zod';
import type { Actor } from '../../../auth/actor.ts';
import type { AnalysisCall } from './answer.ts';

/**
 * Insights and trends are computed when asked (a POST: it spends the AI limit and records
 * usage) and kept; their GETs read what was kept, so reading never writes or spends a limit.
 */
export const INSIGHTS_ANALYSIS = 'insights';
export const trendsAnalysis = (period: AiTrendPeriod) => `trends:${period}`;

/**
 * GET: the organisation's latest answer, or null when none was computed yet. An answer kept
 * before an upgrade changed its shape reads as none, so the person computes it again.
 */
export const readStoredAnalysis = async <T>(
  db: Db,
  actor: Actor,
  kind: string,
  schema: ZodType<T>,
): Promise<T | null> => {
  const row = await storedAiAnalysis(db, actor.organizationId, kind);
  if (!row) return null;
  const parsed = schema.safeParse(row.result);
  return parsed.success ? parsed.data : null;
};

/** POST: computes the answer (within the AI limits, usage recorded) and keeps it for GETs. */
export const computeAndKeepAnalysis = async <T>(
  { db, actor, now }: AnalysisCall,
  kind: string,
  compute: () => Promise<T>,
): Promise<T> => {
  const result = await compute();
  await storeAiAnalysis(db, {
    organizationId: actor.organizationId,
    kind,
    result,
    computedByUserId: actor.userId,
    computedAt: now ?? new Date(),
  });
  return result;
};
