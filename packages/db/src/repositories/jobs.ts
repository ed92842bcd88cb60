import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { jobs } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
export type JobPatch = Partial<
  Pick<
    NewJobRow,
    'status' | 'progress' | 'steps' | 'result' | 'failedBatches' | 'error' | 'engine' | 'finishedAt'
  >
>;

/** Jobs still to finish: a runner may pick them up. */
const OPEN = ['queued', 'running'];

/**
 * Lock times are the database's clock, never a process's: two hosts whose clocks differ must
 * still agree on whether a lock is stale.
 */
const dbNow = sql<Date>`now()`;

/** A job inserted already held (`lockedBy`) gets its lock time from the database's clock. */
export const insertJob = async (db: Executor, row: NewJobRow): Promise<JobRow> => {
  const [inserted] = await db
    .insert(jobs)
    .values({ ...row, lockedAt: row.lockedBy && !row.lockedAt ? dbNow : row.lockedAt })
    .returning();
  return inserted!;
};

/** One organisation's job, if it is of one of `kinds`. */
const jobOf = (organizationId: string, id: string, kinds: readonly string[]) =>
  and(eq(jobs.organizationId, organizationId), eq(jobs.id, id), inArray(jobs.kind, [...kinds]));

/** Jobs of different features share the table: every read names the kinds it may see. */
export const findJob = async (
  db: Executor,
  organizationId: string,
  id: string,
  kinds: readonly string[],
): Promise<JobRow | null> =>
  (
    await db
      .select()
      .from(jobs)
      .where(jobOf(organizationId, id, kinds))
      .limit(1)
  )[0] ?? null;

/** The job, its row locked until the transaction ends (apply: one at a time). */
export const lockJob = async (
  tx: Executor,
  organizationId: string,
  id: string,
  kinds: readonly string[],
): Promise<JobRow | null> =>
  (
    await tx
      .select()
      .from(jobs)
      .where(jobOf(organizationId, id, kinds))
      .limit(1)
      .for('update')
  )[0] ?? null;

/** Newest first. */
export const listJobs = async (
  db: Executor,
  organizationId: string,
  q: PageQuery & { kind?: string; kinds: readonly string[] },
) => {
  const parts: SQL[] = [eq(jobs.organizationId, organizationId), inArray(jobs.kind, [...q.kinds])];
  if (q.kind) parts.push(eq(jobs.kind, q.kind));
  const where = and(...parts)!;
  const { offset, limit } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return { rows, total: n, nextCursor: nextCursor(offset, rows.length, n) };
};

/**
 * Claims the oldest job waiting for a runner: queued, or running under a lock not renewed for
 * `lockTimeoutMs` (its process died or hung). `FOR UPDATE SKIP LOCKED` lets any number of
 * processes claim at once without taking the same job or waiting on each other. Only the
 * `kinds` the caller can run are claimed.
 */
export const claimJob = async (
  db: Executor,
  opts: { workerId: string; now: Date; lockTimeoutMs: number; kinds: string[] },
): Promise<JobRow | null> => {
  if (opts.kinds.length === 0) return null;
  const [row] = await db
    .update(jobs)
    .set({ status: 'running', lockedBy: opts.workerId, lockedAt: dbNow, updatedAt: opts.now })
    .where(
      eq(
        jobs.id,
        sql`(
          select j.id from jobs j
          where j.kind = any(${sql.param(opts.kinds)}::text[])
            and (j.status = 'queued'
             or (j.status = 'running' and (j.locked_at is null
                 or j.locked_at < now() - ${opts.lockTimeoutMs} * interval '1 millisecond')))
          order by j.created_at, j.id
          limit 1
          for update skip locked
        )`,
      ),
    )
    .returning();
  return row ?? null;
};

const heldBy = (id: string, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

/**
 * Saves a running job's progress, renewing the lock, only while this worker still holds it
 * and nobody cancelled it. Null means stop: the job is no longer ours to write.
 */
export const updateHeldJob = async (
  db: Executor,
  id: string,
  workerId: string,
  patch: JobPatch,
  now: Date,
): Promise<JobRow | null> =>
  (
    await db
      .update(jobs)
      .set({ ...patch, lockedAt: dbNow, updatedAt: now })
      .where(heldBy(id, workerId))
      .returning()
  )[0] ?? null;

/** Renews the lock; false when the job is no longer this worker's (cancelled, taken over). */
export const heartbeatJob = async (db: Executor, id: string, workerId: string): Promise<boolean> =>
  (
    await db
      .update(jobs)
      .set({ lockedAt: dbNow })
      .where(heldBy(id, workerId))
      .returning({ id: jobs.id })
  ).length > 0;

/** Hands a running job back to the queue (the process is stopping); its progress stays. */
export const releaseJob = async (
  db: Executor,
  id: string,
  workerId: string,
  now: Date,
): Promise<void> => {
  await db
    .update(jobs)
    .set({ status: 'queued', lockedBy: null, lockedAt: null, updatedAt: now })
    .where(heldBy(id, workerId));
};

/** Cancels a job that has not finished; null when it had (or does not exist). */
export const cancelJob = async (
  db: Executor,
  organizationId: string,
  id: string,
  now: Date,
  kinds: readonly string[],
): Promise<JobRow | null> =>
  (
    await db
      .update(jobs)
      .set({ status: 'cancelled', lockedBy: null, lockedAt: null, finishedAt: now, updatedAt: now })
      .where(and(jobOf(organizationId, id, kinds), inArray(jobs.status, OPEN)))
      .returning()
  )[0] ?? null;

/** Stores a finished job's result (apply records what it created). */
export const setJobResult = async (
  db: Executor,
  organizationId: string,
  id: string,
  result: Record<string, unknown>,
): Promise<void> => {
  await db
    .update(jobs)
    .set({ result, updatedAt: new Date() })
    .where(and(eq(jobs.organizationId, organizationId), eq(jobs.id, id)));
};
