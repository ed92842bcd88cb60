import type { AiAnswerMeta } from '@rampart/contracts';
import type { Db } from '@rampart/db';
import { aiConfidence, type ConfidenceSignals } from '@rampart/domain';
import type { Actor } from '../../../auth/actor.ts';
import { AppError } from '../../../errors.ts';
import { aiError, isAiAppError } from '../../errors.ts';
import type { AiService } from '../../service.ts';

/** Who answered and how sure, for every analysis answer. */
/** What every analysis feature is called with; `now` is fixed by tests. */
export type AnalysisCall = { db: Db; ai: AiService; actor: Actor; now?: Date };

export const answerMeta = (
  ai: Pick<AiService, 'engine' | 'model'>,
  signals: Omit<ConfidenceSignals, 'engine'>,
  now: Date = new Date(),
): AiAnswerMeta => ({
  engine: ai.engine,
  model: ai.engine === 'offline' ? null : ai.model,
  confidence: aiConfidence({ ...signals, engine: ai.engine }),
  fallbackUsed: Boolean(signals.fallbackUsed),
  generatedAt: now.toISOString(),
});

/** The caller the AI service records usage for. */
export const callerOf = (actor: Actor) => ({
  organizationId: actor.organizationId,
  userId: actor.userId,
});

/**
 * Runs the feature's offline code within the organisation's limits and records one offline
 * usage row; failures are recorded too and thrown as they are (a database failure is a 500,
 * not an AI error).
 */
export const runOffline = async <T>(
  ai: AiService,
  actor: Actor,
  feature: string,
  work: () => Promise<T>,
): Promise<T> => {
  // Offline answers count against the organisation's per-minute limits like model calls.
  await ai.admitOffline({ actor: callerOf(actor), feature });
  const started = Date.now();
  try {
    const result = await work();
    await ai.recordOffline({ actor: callerOf(actor), feature, latencyMs: Date.now() - started });
    return result;
  } catch (err) {
    await ai
      .recordOffline({
        actor: callerOf(actor),
        feature,
        latencyMs: Date.now() - started,
        outcome: 'error',
        errorCode: err instanceof AppError ? err.code : 'INTERNAL_ERROR',
      })
      .catch(() => {});
    throw err;
  }
};

/**
 * A model call whose failure is reported with the feature's own message from the spec ("AI risk
 * analysis failed"), keeping the catalogue code, its details (retry-after) and headers.
 */
export const withFeatureMessage = async <T>(message: string, work: () => Promise<T>) => {
  try {
    return await work();
  } catch (err) {
    if (isAiAppError(err)) {
      throw aiError(
        err.code as Parameters<typeof aiError>[0],
        message,
        err.details as Record<string, unknown> | undefined,
        err.headers,
      );
    }
    throw err;
  }
};

/** Data of the organisation as prompt text: compact JSON, one fact set per call. */
export const factsJson = (facts: unknown) => JSON.stringify(facts);
