import type { FastifyBaseLogger } from 'fastify';
import type { AiEngine, AiOutcome } from '@rampart/contracts';
import { modelCost } from '@rampart/domain';
import { aiUsageSince, insertAiUsage, type Db } from '@rampart/db';
import { hourStart, type Clock } from '../clock.ts';

export type UsageEntry = {
  organizationId: string;
  userId: string | null;
  feature: string;
  engine: AiEngine;
  model: string | null;
  inputTokens: number;
  outputTokens: number;
  latencyMs: number;
  cached: boolean;
  outcome: AiOutcome;
  errorCode?: string | null;
};

/**
 * Writes one ai_usage row per call, priced from the model table, and answers the hourly
 * counters from those rows: the database is the one count every process shares, and the
 * counters "reset" because they only sum rows since the top of the current hour.
 */
export type UsageMeter = {
  /** Never throws: a failed write is logged, the caller's answer still goes out. */
  record(entry: UsageEntry): Promise<{ costUsd: number }>;
  thisHour(organizationId: string): Promise<{
    since: Date;
    requests: number;
    tokens: number;
    costUsd: number;
  }>;
};

export const createUsageMeter = (db: Db, clock: Clock, log: FastifyBaseLogger): UsageMeter => ({
  async record(entry) {
    const tokens = entry.cached
      ? { in: 0, out: 0 }
      : { in: entry.inputTokens, out: entry.outputTokens };
    const { costUsd } = modelCost(entry.model, tokens.in, tokens.out);
    try {
      await insertAiUsage(db, {
        organizationId: entry.organizationId,
        userId: entry.userId,
        feature: entry.feature,
        engine: entry.engine,
        model: entry.model,
        inputTokens: tokens.in,
        outputTokens: tokens.out,
        costUsd,
        latencyMs: Math.max(0, Math.round(entry.latencyMs)),
        cached: entry.cached,
        outcome: entry.outcome,
        errorCode: entry.errorCode ?? null,
        createdAt: new Date(clock.now()),
      });
    } catch (err) {
      log.error(
        { feature: entry.feature, err: err instanceof Error ? err.message : String(err) },
        'ai usage row not written',
      );
    }
    return { costUsd };
  },
  async thisHour(organizationId) {
    const since = new Date(hourStart(clock.now()));
    return { since, ...(await aiUsageSince(db, organizationId, since)) };
  },
});
