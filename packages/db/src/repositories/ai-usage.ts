import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { newId } from '../ids.ts';
import { aiUsage, users } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type AiUsageRow = typeof aiUsage.$inferSelect;
export type NewAiUsageRow = Omit<typeof aiUsage.$inferInsert, 'id'> & { id?: string };
export type AiUsageRecord = AiUsageRow & { userName: string | null };

/** One row per AI call; `createdAt` comes from the caller's clock so tests can move time. */
export const insertAiUsage = async (db: Executor, row: NewAiUsageRow): Promise<AiUsageRow> => {
  const [inserted] = await db
    .insert(aiUsage)
    .values({ ...row, id: row.id ?? newId('aiu') })
    .returning();
  return inserted!;
};

export type AiUsageFilter = {
  from?: Date;
  /** Exclusive. */
  to?: Date;
  userId?: string;
  feature?: string;
};

const usageWhere = (organizationId: string, f: AiUsageFilter): SQL => {
  const parts: SQL[] = [eq(aiUsage.organizationId, organizationId)];
  if (f.from) parts.push(gte(aiUsage.createdAt, f.from));
  if (f.to) parts.push(lt(aiUsage.createdAt, f.to));
  if (f.userId) parts.push(eq(aiUsage.userId, f.userId));
  if (f.feature) parts.push(eq(aiUsage.feature, f.feature));
  return and(...parts)!;
};

const totalsSelect = {
  calls: count(),
  inputTokens: sql<string>`coalesce(sum(${aiUsage.inputTokens}), 0)`,
  outputTokens: sql<string>`coalesce(sum(${aiUsage.outputTokens}), 0)`,
  costUsd: sql<string>`coalesce(sum(${aiUsage.costUsd}), 0)`,
};

export type AiUsageTotals = {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
};

const toTotals = (t: Record<keyof typeof totalsSelect, unknown> | undefined): AiUsageTotals => ({
  calls: Number(t?.calls ?? 0),
  inputTokens: Number(t?.inputTokens ?? 0),
  outputTokens: Number(t?.outputTokens ?? 0),
  costUsd: Math.round(Number(t?.costUsd ?? 0) * 1e9) / 1e9,
});

/** Newest first, with the caller's name, and totals over the whole filter. */
export const listAiUsage = async (
  db: Executor,
  organizationId: string,
  q: AiUsageFilter & PageQuery,
) => {
  const where = usageWhere(organizationId, q);
  const { offset, limit } = pageWindow(q);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...getTableColumns(aiUsage), userName: users.name })
      .from(aiUsage)
      .leftJoin(users, eq(users.id, aiUsage.userId))
      .where(where)
      .orderBy(desc(aiUsage.createdAt), desc(aiUsage.id))
      .limit(limit)
      .offset(offset),
    db.select(totalsSelect).from(aiUsage).where(where),
  ]);
  const sum = toTotals(totals);
  return {
    rows: rows as AiUsageRecord[],
    totals: sum,
    total: sum.calls,
    nextCursor: nextCursor(offset, rows.length, sum.calls),
  };
};

/** Calls the guard turned away before any model was asked. */
const GUARD_REJECTIONS = ['RATE_LIMIT_EXCEEDED', 'CIRCUIT_BREAKER_OPEN', 'MISSING_API_KEY'];

/**
 * The hourly counters: calls that reached (or tried to reach) a model since `since`, their
 * tokens and cost. Offline runs, cache hits and calls the guard refused are not requests.
 */
export const aiUsageSince = async (
  db: Executor,
  organizationId: string,
  since: Date,
): Promise<{ requests: number; tokens: number; costUsd: number }> => {
  const [t] = await db
    .select(totalsSelect)
    .from(aiUsage)
    .where(
      and(
        usageWhere(organizationId, { from: since }),
        sql`${aiUsage.engine} <> 'offline'`,
        eq(aiUsage.cached, false),
        or(isNull(aiUsage.errorCode), notInArray(aiUsage.errorCode, GUARD_REJECTIONS)),
      ),
    );
  const sum = toTotals(t);
  return {
    requests: sum.calls,
    tokens: sum.inputTokens + sum.outputTokens,
    costUsd: sum.costUsd,
  };
};
