import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { aliasedControl, controlTestOverdue } from './control-test-due.ts';
import { rowsOf } from './sql-rows.ts';

export type HeatmapFilter = {
  category?: string[];
  framework?: string[];
  status?: string[];
  basis: 'inherent' | 'residual';
};

const heatmapWhere = (organizationId: string, f: Omit<HeatmapFilter, 'basis'>): SQL => {
  const filters: SQL[] = [sql`organization_id = ${organizationId}`];
  if (f.category?.length) filters.push(sql`category = any(${sql.param(f.category)}::text[])`);
  if (f.status?.length) filters.push(sql`status = any(${sql.param(f.status)}::text[])`);
  if (f.framework?.length) filters.push(sql`frameworks && ${sql.param(f.framework)}::text[]`);
  return sql.join(filters, sql` and `);
};

/**
 * 5×5 counts (one grouped scan) and, per occupied cell, its five most recently identified risks
 * (one small indexed look-up each). Every risk in a cell has the same score, so "top" is by date.
 */
export const heatmapCells = async (db: Executor, organizationId: string, f: HeatmapFilter) => {
  const l = sql.raw(f.basis === 'residual' ? 'residual_likelihood' : 'likelihood');
  const i = sql.raw(f.basis === 'residual' ? 'residual_impact' : 'impact');
  const s = sql.raw(f.basis === 'residual' ? 'residual_score' : 'risk_score');
  const where = heatmapWhere(organizationId, f);
  return rowsOf<{
    likelihood: number;
    impact: number;
    count: number;
    top: { id: string; title: string; score: number; category: string; status: string }[];
  }>(
    db.execute(sql`
      with cells as (
        select ${l}::int as likelihood, ${i}::int as impact, count(*)::int as count
        from risks where ${where} group by 1, 2
      )
      select c.likelihood, c.impact, c.count,
             coalesce((select json_agg(json_build_object('id', t.id, 'title', t.title, 'score', t.s,
                                                         'category', t.category, 'status', t.status))
                       from (select id, title, category, status, ${s} as s from risks
                             where ${where} and ${l} = c.likelihood and ${i} = c.impact
                             order by date_identified desc, id limit 5) t), '[]') as top
      from cells c order by c.likelihood, c.impact`),
  );
};

/** Risks per level, inherent and residual. */
export const levelCounts = async (
  db: Executor,
  organizationId: string,
  filter?: { category?: string[]; framework?: string[] },
) => {
  const filters: SQL[] = [sql`organization_id = ${organizationId}`];
  if (filter?.category?.length)
    filters.push(sql`category = any(${sql.param(filter.category)}::text[])`);
  if (filter?.framework?.length)
    filters.push(sql`frameworks && ${sql.param(filter.framework)}::text[]`);
  const where = sql.join(filters, sql` and `);
  return rowsOf<{ level: string; inherent: number; residual: number }>(
    db.execute(sql`
      select lv.level,
             (select count(*) from risks where ${where} and risk_level = lv.level)::int as inherent,
             (select count(*) from risks where ${where} and residual_level = lv.level)::int as residual
      from (values ('critical'), ('high'), ('medium'), ('low')) as lv(level)`),
  );
};

/** The RCSA summary for a date range (created or tested within it). */
export const rcsaSummary = async (db: Executor, organizationId: string, from: Date, to: Date) => {
  const [row] = await rowsOf<Record<string, number | null>>(
    db.execute(sql`
      select
        (select count(*) from risks where organization_id = ${organizationId})::int as "totalRisks",
        (select count(*) from risks where organization_id = ${organizationId}
           and created_at between ${from} and ${to})::int as "risksIdentified",
        (select count(*) from controls where organization_id = ${organizationId})::int as "totalControls",
        (select count(*) from control_risk_mappings where organization_id = ${organizationId})::int as "totalMappings",
        (select count(*) from risks r where r.organization_id = ${organizationId} and not exists
           (select 1 from control_risk_mappings m where m.risk_id = r.id))::int as "risksWithoutControls",
        (select count(*) from controls c where c.organization_id = ${organizationId} and not exists
           (select 1 from control_risk_mappings m where m.control_id = c.id))::int as "controlsWithoutRisks",
        (select avg(effectiveness) from controls where organization_id = ${organizationId}
           and effectiveness is not null)::float8 as "averageControlEffectiveness",
        (select avg(risk_score) from risks where organization_id = ${organizationId})::float8 as "averageInherentScore",
        (select avg(residual_score) from risks where organization_id = ${organizationId})::float8 as "averageResidualScore",
        (select count(*) from control_tests where organization_id = ${organizationId} and status = 'completed'
           and tested_at between ${from} and ${to})::int as "testsCompleted",
        (select count(*) from control_tests where organization_id = ${organizationId} and status = 'completed'
           and result = 'fail' and tested_at between ${from} and ${to})::int as "testsFailed",
        (select count(*) from controls c where c.organization_id = ${organizationId}
           and ${controlTestOverdue(sql`now()`, aliasedControl('c'))})::int as "testsOverdue"`),
  );
  return row ?? {};
};

/** Per category: how many risks have at least one control. */
export const riskCoverage = async (db: Executor, organizationId: string) =>
  rowsOf<{
    category: string;
    total: number;
    covered: number;
    averageInherent: number;
    averageResidual: number;
  }>(
    db.execute(sql`
      select r.category, count(*)::int as total,
             count(*) filter (where exists (select 1 from control_risk_mappings m where m.risk_id = r.id))::int as covered,
             avg(r.risk_score)::float8 as "averageInherent", avg(r.residual_score)::float8 as "averageResidual"
      from risks r where r.organization_id = ${organizationId}
      group by r.category order by r.category`),
  );

/** Completed tests bucketed by week or month: the history of control effectiveness. */
export const effectivenessTrend = async (
  db: Executor,
  organizationId: string,
  period: 'weekly' | 'monthly',
  since: Date,
) => {
  const unit = sql.raw(period === 'weekly' ? `'week'` : `'month'`);
  return rowsOf<{
    period: string;
    tests: number;
    passed: number;
    failed: number;
    averageEffectiveness: number | null;
  }>(
    db.execute(sql`
      select to_char(date_trunc(${unit}, tested_at at time zone 'UTC'), 'YYYY-MM-DD') as period,
             count(*)::int as tests,
             count(*) filter (where result = 'pass')::int as passed,
             count(*) filter (where result = 'fail')::int as failed,
             avg(effectiveness)::float8 as "averageEffectiveness"
      from control_tests
      where organization_id = ${organizationId} and status = 'completed' and tested_at >= ${since}
      group by 1 order by 1`),
  );
};
