import { and, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { reportDefinitions, reportRuns } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type ReportDefinitionRow = typeof reportDefinitions.$inferSelect;
export type NewReportDefinitionRow = typeof reportDefinitions.$inferInsert;
export type ReportRunRow = typeof reportRuns.$inferSelect;
export type NewReportRunRow = typeof reportRuns.$inferInsert;

/** The organisation's saved reports, last changed first, a page at a time. */
export const listReportDefinitions = async (db: Executor, organizationId: string, q: PageQuery) => {
  const where = eq(reportDefinitions.organizationId, organizationId);
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(reportDefinitions)
      .where(where)
      .orderBy(desc(reportDefinitions.updatedAt), reportDefinitions.id)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(reportDefinitions).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const findReportDefinition = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .select()
      .from(reportDefinitions)
      .where(
        and(eq(reportDefinitions.organizationId, organizationId), eq(reportDefinitions.id, id)),
      )
      .limit(1)
  )[0] ?? null;

export const insertReportDefinition = async (db: Executor, row: NewReportDefinitionRow) =>
  (await db.insert(reportDefinitions).values(row).returning())[0]!;

export const updateReportDefinition = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewReportDefinitionRow>,
) =>
  (
    await db
      .update(reportDefinitions)
      .set({ ...patch, updatedAt: new Date() })
      .where(
        and(eq(reportDefinitions.organizationId, organizationId), eq(reportDefinitions.id, id)),
      )
      .returning()
  )[0] ?? null;

export const deleteReportDefinition = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .delete(reportDefinitions)
      .where(
        and(eq(reportDefinitions.organizationId, organizationId), eq(reportDefinitions.id, id)),
      )
      .returning()
  )[0] ?? null;

/**
 * Scheduled definitions due by `now`, locked so one process takes each (SKIP LOCKED: another
 * process's sweep moves on to the next). Call inside the transaction that queues their runs.
 */
export const lockDueReportDefinitions = (db: Executor, now: Date, limit: number) =>
  db
    .select()
    .from(reportDefinitions)
    .where(
      and(isNotNull(reportDefinitions.scheduleFrequency), lte(reportDefinitions.nextRunAt, now)),
    )
    .orderBy(reportDefinitions.nextRunAt)
    .limit(limit)
    .for('update', { skipLocked: true });

/** Inserts a run; a scheduled run already queued for the same moment is not queued twice. */
export const insertReportRun = async (db: Executor, row: NewReportRunRow) =>
  (await db.insert(reportRuns).values(row).onConflictDoNothing().returning())[0] ?? null;

export const findReportRun = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .select()
      .from(reportRuns)
      .where(and(eq(reportRuns.organizationId, organizationId), eq(reportRuns.id, id)))
      .limit(1)
  )[0] ?? null;

/** Report runs, newest first (of one saved report, or all), a page at a time. */
export const listReportRuns = async (
  db: Executor,
  organizationId: string,
  q: PageQuery & { definitionId?: string },
) => {
  const where = and(
    eq(reportRuns.organizationId, organizationId),
    q.definitionId ? eq(reportRuns.definitionId, q.definitionId) : undefined,
  );
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(reportRuns)
      .where(where)
      .orderBy(desc(reportRuns.createdAt), desc(reportRuns.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(reportRuns).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const updateReportRun = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewReportRunRow>,
) =>
  (
    await db
      .update(reportRuns)
      .set(patch)
      .where(and(eq(reportRuns.organizationId, organizationId), eq(reportRuns.id, id)))
      .returning()
  )[0] ?? null;

/** Marks a scheduled run delivered; true only for the one caller that did it first. */
export const claimReportDelivery = async (
  db: Executor,
  organizationId: string,
  id: string,
  now: Date,
): Promise<boolean> =>
  (
    await db
      .update(reportRuns)
      .set({ deliveredAt: now })
      .where(
        and(
          eq(reportRuns.organizationId, organizationId),
          eq(reportRuns.id, id),
          sql`${reportRuns.deliveredAt} is null`,
        ),
      )
      .returning({ id: reportRuns.id })
  ).length === 1;
