import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { FINDING_DONE_STATUSES } from '@rampart/contracts';
import type { Executor } from '../client.ts';
import { frameworkCoverageSnapshots, organizationFrameworks } from '../schema/index.ts';
import { rowsOf } from './sql-rows.ts';

// Analytics over time (issue 13, decision 020). A range is `count` moments, `start` then every
// `stepMs`; an event belongs to the first moment at or after it, so bucket k holds what
// happened in (moment k-1, moment k]. Bucket 0 holds the step before `start`.

export type TrendRange = { start: Date; stepMs: number; count: number };

export const rangeEnd = (r: TrendRange): Date =>
  new Date(r.start.getTime() + r.stepMs * (r.count - 1));

/** The bucket of a timestamp column, as SQL. */
const bucket = (column: SQL, r: TrendRange) =>
  sql`ceil(extract(epoch from (${column} - ${r.start}::timestamptz)) * 1000 / ${r.stepMs}::float8)::int`;

const inRange = (column: SQL, r: TrendRange) =>
  sql`${column} > ${new Date(r.start.getTime() - r.stepMs)} and ${column} <= ${rangeEnd(r)}`;

export type ControlTestBucket = {
  k: number;
  tested: number;
  passed: number;
  failed: number;
  partial: number;
  /** Mean effectiveness (0..1) of the tests completed in the bucket, null when none. */
  effectiveness: number | null;
};

/** Completed control tests per bucket: how many passed, failed or partly passed, and how well. */
export const controlTestSeries = async (
  db: Executor,
  organizationId: string,
  r: TrendRange,
  filter: { ownerUserId?: string; framework?: string } = {},
): Promise<ControlTestBucket[]> => {
  const parts: SQL[] = [
    sql`t.organization_id = ${organizationId}`,
    sql`t.tested_at is not null`,
    inRange(sql`t.tested_at`, r),
  ];
  if (filter.ownerUserId) parts.push(sql`c.owner_user_id = ${filter.ownerUserId}`);
  if (filter.framework) parts.push(sql`${filter.framework} = any(c.frameworks)`);
  const rows = await rowsOf<ControlTestBucket>(
    db.execute(sql`
    select ${bucket(sql`t.tested_at`, r)} as k,
      count(*)::int as tested,
      count(*) filter (where t.result = 'pass')::int as passed,
      count(*) filter (where t.result = 'fail')::int as failed,
      count(*) filter (where t.result = 'partial')::int as partial,
      avg(t.effectiveness)::float8 as effectiveness
    from control_tests t join controls c on c.id = t.control_id
    where ${sql.join(parts, sql` and `)}
    group by 1 order by 1
  `),
  );
  return rows;
};

export type FindingBucket = {
  k: number;
  opened: number;
  closed: number;
  /** Mean days from opening to closing of the findings closed in the bucket. */
  meanDaysToClose: number | null;
};

const findingFilter = (organizationId: string, f: { ownerUserId?: string; framework?: string }) => {
  const parts: SQL[] = [sql`f.organization_id = ${organizationId}`];
  if (f.ownerUserId) parts.push(sql`f.owner_user_id = ${f.ownerUserId}`);
  if (f.framework) {
    parts.push(sql`exists (select 1 from controls c
      where c.id = f.control_id and ${f.framework} = any(c.frameworks))`);
  }
  return sql.join(parts, sql` and `);
};

/**
 * Findings opened and closed per bucket, the mean time to close of those closed, and the
 * number open at each moment (running total of openings less closings, from the beginning).
 */
export const findingSeries = async (
  db: Executor,
  organizationId: string,
  r: TrendRange,
  filter: { ownerUserId?: string; framework?: string } = {},
): Promise<{ buckets: FindingBucket[]; openAt: number[] }> => {
  const where = findingFilter(organizationId, filter);
  const end = rangeEnd(r);
  const rows = await rowsOf<FindingBucket & { openDelta: number }>(
    db.execute(sql`
    with events as (
      select f.created_at as t, 1 as opened, 0 as closed, null::float8 as days
      from findings f where ${where} and f.created_at <= ${end}
      union all
      select f.closed_at, 0, 1,
             extract(epoch from (f.closed_at - f.created_at)) / 86400.0
      from findings f
      where ${where} and f.closed_at is not null and f.closed_at <= ${end}
        and f.status = any(${sql.param([...FINDING_DONE_STATUSES])}::text[])
    )
    select greatest(0, ${bucket(sql`t`, r)}) as k,
      count(*) filter (where opened = 1 and t > ${new Date(r.start.getTime() - r.stepMs)})::int
        as opened,
      count(*) filter (where closed = 1 and t > ${new Date(r.start.getTime() - r.stepMs)})::int
        as closed,
      avg(days) filter (where closed = 1 and t > ${new Date(r.start.getTime() - r.stepMs)})::float8
        as "meanDaysToClose",
      (sum(opened) - sum(closed))::int as "openDelta"
    from events group by 1 order by 1
  `),
  );
  const byK = new Map(rows.map((row) => [row.k, row]));
  let open = 0;
  const openAt: number[] = [];
  const buckets: FindingBucket[] = [];
  for (let k = 0; k < r.count; k += 1) {
    const row = byK.get(k);
    open += row?.openDelta ?? 0;
    openAt.push(open);
    buckets.push({
      k,
      opened: row?.opened ?? 0,
      closed: row?.closed ?? 0,
      meanDaysToClose: row?.meanDaysToClose ?? null,
    });
  }
  return { buckets, openAt };
};

export type CoverageSnapshotRow = typeof frameworkCoverageSnapshots.$inferSelect;

/** Records a framework's figures for the day; a later figure of the same day replaces it. */
export const upsertCoverageSnapshot = async (
  db: Executor,
  row: typeof frameworkCoverageSnapshots.$inferInsert,
): Promise<void> => {
  await db
    .insert(frameworkCoverageSnapshots)
    .values(row)
    .onConflictDoUpdate({
      target: [
        frameworkCoverageSnapshots.organizationId,
        frameworkCoverageSnapshots.frameworkId,
        frameworkCoverageSnapshots.day,
      ],
      set: {
        total: row.total,
        met: row.met,
        partlyMet: row.partlyMet,
        notMet: row.notMet,
        notApplicable: row.notApplicable,
        takenAt: row.takenAt,
      },
    });
};

/** Snapshots of the organisation's frameworks after `since` (a calendar day) up to `until`. */
export const coverageSnapshots = async (
  db: Executor,
  organizationId: string,
  since: string,
  until: string,
): Promise<CoverageSnapshotRow[]> =>
  db
    .select()
    .from(frameworkCoverageSnapshots)
    .where(
      and(
        eq(frameworkCoverageSnapshots.organizationId, organizationId),
        gt(frameworkCoverageSnapshots.day, since),
        lte(frameworkCoverageSnapshots.day, until),
      ),
    )
    .orderBy(asc(frameworkCoverageSnapshots.frameworkId), asc(frameworkCoverageSnapshots.day));

/** Every organisation's tracked frameworks (the snapshot sweep's work list). */
export const trackedFrameworks = async (db: Executor) =>
  db
    .select({
      organizationId: organizationFrameworks.organizationId,
      frameworkId: organizationFrameworks.frameworkId,
    })
    .from(organizationFrameworks)
    .orderBy(asc(organizationFrameworks.organizationId));
