import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';

const rowsOf = async <T>(p: Promise<unknown>): Promise<T[]> => ((await p) as { rows: T[] }).rows;

export type HeatmapFilter = {
  category?: string[];
  framework?: string[];
  basis: 'inherent' | 'residual';
};

/** 5×5 counts with the highest-scoring risks of each cell, aggregated in SQL. */
export const heatmapCells = async (db: Executor, organizationId: string, f: HeatmapFilter) => {
  const l = f.basis === 'residual' ? sql.raw('residual_likelihood') : sql.raw('likelihood');
  const i = f.basis === 'residual' ? sql.raw('residual_impact') : sql.raw('impact');
  const s = f.basis === 'residual' ? sql.raw('residual_score') : sql.raw('risk_score');
  const filters: SQL[] = [sql`organization_id = ${organizationId}`];
  if (f.category?.length) filters.push(sql`category = any(${sql.param(f.category)}::text[])`);
  if (f.framework?.length) filters.push(sql`frameworks && ${sql.param(f.framework)}::text[]`);
  const where = sql.join(filters, sql` and `);
  return rowsOf<{
    likelihood: number;
    impact: number;
    count: number;
    top: { id: string; title: string; score: number; category: string; status: string }[];
  }>(
    db.execute(sql`
      with ranked as (
        select id, title, category, status, ${l} as l, ${i} as i, ${s} as s,
               row_number() over (partition by ${l}, ${i} order by ${s} desc, id) as rn,
               count(*) over (partition by ${l}, ${i}) as n
        from risks where ${where}
      )
      select l::int as likelihood, i::int as impact, max(n)::int as count,
             coalesce(json_agg(json_build_object('id', id, 'title', title, 'score', s, 'category', category, 'status', status)
                      order by s desc, id) filter (where rn <= 5), '[]') as top
      from ranked group by l, i order by l, i`),
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
        (select count(*) from control_tests where organization_id = ${organizationId} and status = 'scheduled'
           and scheduled_for < now())::int as "testsOverdue"`),
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
