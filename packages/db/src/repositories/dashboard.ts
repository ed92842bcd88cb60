import { sql } from 'drizzle-orm';
import { FINDING_DONE_STATUSES, FINDING_SEVERITY_VALUES } from '@rampart/contracts';
import type { Executor } from '../client.ts';
import { aliasedControl, controlTestDueAt, openControlTestJoin } from './control-test-due.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';
import { rowsOf } from './sql-rows.ts';

// The dashboard's figures, each widget one statement, each scoped to the organisation given.

export type DueTest = {
  controlId: string;
  controlTitle: string;
  testId: string | null;
  due: Date;
  assigneeUserId: string | null;
  assigneeName: string | null;
};

/** A page of a widget's list, with the widget's own counts beside it. */
type WidgetPage<Counts, Item> = Counts & {
  items: Item[];
  total: number;
  nextCursor: string | null;
};

/**
 * Control tests due before `until`, one per active control, by its test due date
 * (`controlTestDueAt`: the open scheduled test, else the next test date), soonest first, a page
 * at a time. Those due before `now` are the overdue ones (`controlTestOverdue`, the overdue
 * list's rule).
 */
export const dueControlTests = async (
  db: Executor,
  organizationId: string,
  t: { now: Date; until: Date; userId: string } & PageQuery,
): Promise<WidgetPage<{ overdue: number; dueSoon: number; mine: number }, DueTest>> => {
  const c = aliasedControl('c');
  const { offset, limit } = pageWindow(t);
  const rows = await rowsOf<{
    overdue: number;
    dueSoon: number;
    mine: number;
    total: number;
    items: (Omit<DueTest, 'due'> & { due: string })[] | null;
  }>(
    db.execute(sql`
    with due as (
      select c.id as "controlId", c.title as "controlTitle", open_t.id as "testId",
             ${controlTestDueAt(c)} as due,
             case when open_t.id is null then c.test_assignee_user_id
                  else open_t.assignee_user_id end as "assigneeUserId"
      from controls c ${openControlTestJoin(c)}
      where c.organization_id = ${organizationId} and c.status = 'active'
        and ${controlTestDueAt(c)} < ${t.until}
    ),
    first as (
      select d.*, u.name as "assigneeName" from due d
      left join users u on u.id = d."assigneeUserId"
      order by d.due, d."controlId" limit ${limit} offset ${offset}
    )
    select
      (select count(*) from due where due < ${t.now})::int as overdue,
      (select count(*) from due where due >= ${t.now})::int as "dueSoon",
      (select count(*) from due where "assigneeUserId" = ${t.userId})::int as mine,
      (select count(*) from due)::int as total,
      (select json_agg(f order by f.due, f."controlId") from first f) as items
  `),
  );
  const row = rows[0]!;
  const items = (row.items ?? []).map((i) => ({ ...i, due: new Date(i.due) }));
  return {
    overdue: row.overdue,
    dueSoon: row.dueSoon,
    mine: row.mine,
    items,
    total: row.total,
    nextCursor: nextCursor(offset, items.length, row.total),
  };
};

export type FindingAgeRow = {
  severity: string;
  under30: number;
  from30to90: number;
  over90: number;
  overdue: number;
};

/** Open findings (not resolved or closed) by severity and age, every severity listed. */
export const openFindingsByAge = async (
  db: Executor,
  organizationId: string,
  now: Date,
): Promise<FindingAgeRow[]> => {
  const age = sql`(${now}::timestamptz - f.created_at)`;
  const rows = await rowsOf<FindingAgeRow>(
    db.execute(sql`
    select v.severity,
      count(f.id) filter (where ${age} < interval '30 days')::int as "under30",
      count(f.id) filter (where ${age} >= interval '30 days' and ${age} < interval '90 days')::int
        as "from30to90",
      count(f.id) filter (where ${age} >= interval '90 days')::int as "over90",
      count(f.id) filter (where f.due_date < ${now})::int as overdue
    from unnest(${sql.param([...FINDING_SEVERITY_VALUES].reverse())}::text[])
         with ordinality as v(severity, ord)
    left join findings f on f.organization_id = ${organizationId} and f.severity = v.severity
      and f.status <> all(${sql.param([...FINDING_DONE_STATUSES])}::text[])
    group by v.severity, v.ord
    order by v.ord
  `),
  );
  return rows;
};

export type ExpiringEvidence = {
  id: string;
  title: string;
  expiresAt: Date;
  controlId: string | null;
  controlTitle: string | null;
  vendorId: string | null;
};

/**
 * Evidence whose validity ends between `since` and `until`: lately expired and about to
 * expire, soonest first, a page at a time (evidence that expired long ago has been replaced or
 * is history).
 */
export const expiringEvidence = async (
  db: Executor,
  organizationId: string,
  t: { now: Date; since: Date; until: Date } & PageQuery,
): Promise<WidgetPage<{ expired: number; expiring: number }, ExpiringEvidence>> => {
  const { offset, limit } = pageWindow(t);
  const rows = await rowsOf<{
    expired: number;
    expiring: number;
    total: number;
    items: (Omit<ExpiringEvidence, 'expiresAt'> & { expiresAt: string })[] | null;
  }>(
    db.execute(sql`
    with soon as (
      select e.id, e.title, e.expires_at as "expiresAt", e.control_id as "controlId",
             c.title as "controlTitle", e.vendor_id as "vendorId"
      from evidence e left join controls c on c.id = e.control_id
      where e.organization_id = ${organizationId} and e.expires_at < ${t.until}
        and e.expires_at >= ${t.since}
    ),
    first as (select * from soon order by "expiresAt", id limit ${limit} offset ${offset})
    select
      (select count(*) from soon where "expiresAt" < ${t.now})::int as expired,
      (select count(*) from soon where "expiresAt" >= ${t.now})::int as expiring,
      (select count(*) from soon)::int as total,
      (select json_agg(f order by f."expiresAt", f.id) from first f) as items
  `),
  );
  const row = rows[0]!;
  const items = (row.items ?? []).map((i) => ({ ...i, expiresAt: new Date(i.expiresAt) }));
  return {
    expired: row.expired,
    expiring: row.expiring,
    items,
    total: row.total,
    nextCursor: nextCursor(offset, items.length, row.total),
  };
};
