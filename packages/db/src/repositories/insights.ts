import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { rowsOf } from './sql-rows.ts';

export const RISK_LEVEL_NAMES = ['critical', 'high', 'medium', 'low'] as const;
export type RiskLevelName = (typeof RISK_LEVEL_NAMES)[number];
export type LevelCounts = Record<RiskLevelName, number>;

/** The register at one moment: how many risks sat at each level, inherent and residual. */
export type RiskLevelPoint = {
  at: Date;
  total: number;
  inherent: LevelCounts;
  residual: LevelCounts;
};

/** Which risks count: each version of a risk is judged by its own values at the time. */
export type RiskHistoryFilter = {
  categories?: string[];
  ownerUserId?: string;
  framework?: string;
};

const zero = (): LevelCounts => ({ critical: 0, high: 0, medium: 0, low: 0 });

const filterSql = (f: RiskHistoryFilter): SQL => {
  const parts: SQL[] = [sql`not h.deleted`];
  if (f.categories && f.categories.length > 0) {
    parts.push(sql`h.category = any(${sql.param(f.categories)}::text[])`);
  }
  if (f.ownerUserId) parts.push(sql`h.owner_user_id = ${f.ownerUserId}`);
  if (f.framework) parts.push(sql`${f.framework} = any(h.frameworks)`);
  return sql.join(parts, sql` and `);
};

/**
 * Risk counts by level at `count` moments, `start` then every `stepMs` (decision 020), from
 * `risk_history` in one aggregate: each version adds one to its levels from its `valid_from`
 * until its `valid_to` (the next version or the delete); the +1/−1 deltas are bucketed by the
 * first moment at or after them and summed in order. Versions over before `start` are skipped
 * by the indexes; no sort, however long the history.
 */
export const riskLevelSeries = async (
  db: Executor,
  organizationId: string,
  range: { start: Date; stepMs: number; count: number },
  filter: RiskHistoryFilter = {},
): Promise<RiskLevelPoint[]> => {
  const end = new Date(range.start.getTime() + range.stepMs * (range.count - 1));
  const rows = await rowsOf<DeltaRow>(
    db.execute(sql`
    with counted as (
      select h.valid_from, h.valid_to, h.inherent_level, h.residual_level
      from risk_history h
      where h.organization_id = ${organizationId} and h.valid_from <= ${end}
        and (h.valid_to is null or h.valid_to > ${range.start}) and ${filterSql(filter)}
    ),
    deltas as (
      select valid_from as t, inherent_level, residual_level, 1 as n from counted
      union all
      select valid_to, inherent_level, residual_level, -1 from counted
      where valid_to is not null and valid_to <= ${end}
    )
    select greatest(0, ceil(extract(epoch from (t - ${range.start}::timestamptz)) * 1000
                            / ${range.stepMs}::float8))::int as k,
           inherent_level as "inherentLevel", residual_level as "residualLevel",
           sum(n)::int as n
    from deltas
    group by 1, 2, 3
  `),
  );
  return accumulate(rows, range);
};

/**
 * The register at a few single moments (the dashboard's now and 30 days ago): for each, the
 * versions open at that moment, counted in one indexed pass. Cheaper than a series when the
 * moments are few; `riskLevelSeries` gives the same counts (tested).
 */
export const riskLevelsAt = async (
  db: Executor,
  organizationId: string,
  moments: Date[],
  filter: RiskHistoryFilter = {},
): Promise<RiskLevelPoint[]> => {
  const out: RiskLevelPoint[] = [];
  for (const at of moments) {
    const rows = await rowsOf<{ inherentLevel: string; residualLevel: string; n: number }>(
      db.execute(sql`
        select h.inherent_level as "inherentLevel", h.residual_level as "residualLevel",
               count(*)::int as n
        from risk_history h
        where h.organization_id = ${organizationId} and h.valid_from <= ${at}
          and (h.valid_to is null or h.valid_to > ${at}) and ${filterSql(filter)}
        group by 1, 2
      `),
    );
    const point: RiskLevelPoint = { at, total: 0, inherent: zero(), residual: zero() };
    for (const r of rows) {
      if (isLevel(r.inherentLevel)) point.inherent[r.inherentLevel] += r.n;
      if (isLevel(r.residualLevel)) point.residual[r.residualLevel] += r.n;
      point.total += r.n;
    }
    out.push(point);
  }
  return out;
};

type DeltaRow = { k: number; inherentLevel: string; residualLevel: string; n: number };

const isLevel = (v: string): v is RiskLevelName =>
  (RISK_LEVEL_NAMES as readonly string[]).includes(v);

/** Running totals of the bucketed deltas: point k holds every change at or before it. */
const accumulate = (
  deltas: DeltaRow[],
  range: { start: Date; stepMs: number; count: number },
): RiskLevelPoint[] => {
  const byBucket = new Map<number, DeltaRow[]>();
  for (const d of deltas) byBucket.set(d.k, [...(byBucket.get(d.k) ?? []), d]);
  const inherent = zero();
  const residual = zero();
  let total = 0;
  const out: RiskLevelPoint[] = [];
  for (let k = 0; k < range.count; k += 1) {
    for (const d of byBucket.get(k) ?? []) {
      if (isLevel(d.inherentLevel)) inherent[d.inherentLevel] += d.n;
      if (isLevel(d.residualLevel)) residual[d.residualLevel] += d.n;
      total += d.n;
    }
    out.push({
      at: new Date(range.start.getTime() + range.stepMs * k),
      total,
      inherent: { ...inherent },
      residual: { ...residual },
    });
  }
  return out;
};
