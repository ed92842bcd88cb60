import { sql } from 'drizzle-orm';
import {
  FINDING_DONE_STATUSES,
  FINDING_SEVERITY_VALUES,
  VENDOR_COMPLIANCE_STATUSES,
  VENDOR_STATUSES,
  VENDOR_TIERS,
} from '@rampart/contracts';
import { vendorWatchedSql } from './vendors.ts';
import type { Executor } from '../client.ts';

export type VendorDashboardFigures = {
  total: number;
  byStatus: { status: string; count: number }[];
  byCompliance: { complianceStatus: string; count: number }[];
  byTier: { tier: string; count: number }[];
  assessmentsByMonth: { month: string; count: number; averageScore: number }[];
  documentsExpiring: number;
  documentsExpired: number;
  openFindingsBySeverity: { severity: string; count: number }[];
  reviewsDue: number;
};

const values = (list: readonly string[]) => sql`unnest(${sql.param([...list])}::text[])`;

/**
 * The vendor dashboard in one statement. Every status, compliance status, tier and severity is
 * listed (zero when none), and the last twelve months (this one included) each have an entry.
 * `now` is the moment documents expire by; `dueBy` the end of the day reviews are due on;
 * `warnUntil` the end of the expiry warning window.
 */
export const vendorDashboardFigures = async (
  db: Executor,
  organizationId: string,
  t: { now: Date; dueBy: Date; warnUntil: Date },
): Promise<VendorDashboardFigures> => {
  const org = (alias: string) => sql`${sql.raw(alias)}.organization_id = ${organizationId}`;
  const grouped = (column: string, list: readonly string[], label: string) => sql`
    (select json_agg(json_build_object(${label}::text, v.value, 'count',
        (select count(*) from vendors x where ${org('x')} and x.${sql.raw(column)} = v.value)::int)
        order by v.ord)
     from ${values(list)} with ordinality as v(value, ord))`;
  const notDone = sql`f.status <> all(${sql.param([...FINDING_DONE_STATUSES])}::text[])`;
  const result = (await db.execute(sql`
    with months as (
      select (g at time zone 'UTC') as start, ((g + interval '1 month') at time zone 'UTC') as "end"
      from generate_series(
        date_trunc('month', ${t.now}::timestamptz at time zone 'UTC') - interval '11 months',
        date_trunc('month', ${t.now}::timestamptz at time zone 'UTC'),
        interval '1 month') as g
    ),
    monthly as (
      select m.start, count(a.id)::int as count,
             coalesce(round(avg(a.risk_score)::numeric, 1), 0)::float8 as average
      from months m
      left join vendor_assessments a
        on ${org('a')} and a.assessed_at >= m.start and a.assessed_at < m."end"
      group by m.start
    )
    select
      (select count(*) from vendors x where ${org('x')})::int as "total",
      ${grouped('status', VENDOR_STATUSES, 'status')} as "byStatus",
      ${grouped('compliance_status', VENDOR_COMPLIANCE_STATUSES, 'complianceStatus')} as "byCompliance",
      ${grouped('tier', VENDOR_TIERS, 'tier')} as "byTier",
      (select json_agg(json_build_object(
          'month', to_char(start at time zone 'UTC', 'YYYY-MM'), 'count', count, 'averageScore', average)
          order by start)
       from monthly) as "assessmentsByMonth",
      (select count(*) from evidence e where ${org('e')} and e.vendor_id is not null
         and e.expires_at > ${t.now} and e.expires_at <= ${t.warnUntil})::int as "documentsExpiring",
      (select count(*) from evidence e where ${org('e')} and e.vendor_id is not null
         and e.expires_at <= ${t.now})::int as "documentsExpired",
      (select json_agg(json_build_object('severity', s.value, 'count',
          (select count(*) from findings f where ${org('f')} and f.vendor_id is not null
             and f.severity = s.value and ${notDone})::int)
          order by s.ord)
       from ${values(FINDING_SEVERITY_VALUES)} with ordinality as s(value, ord)) as "openFindingsBySeverity",
      (select count(*) from vendors x where ${org('x')} and ${vendorWatchedSql(sql`x.status`)}
         and x.next_review_at <= ${t.dueBy})::int as "reviewsDue"
  `)) as unknown as { rows: VendorDashboardFigures[] };
  return result.rows[0]!;
};
