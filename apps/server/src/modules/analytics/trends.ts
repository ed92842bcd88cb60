import type {
  ControlTrend,
  CoverageTrend,
  FindingTrend,
  RiskTrend,
  TrendQuery,
} from '@rampart/contracts';
import {
  controlTestSeries,
  coverageSnapshots,
  findingSeries,
  listFrameworks,
  riskLevelSeries,
  type Executor,
} from '@rampart/db';
import { periodRange, trendMoments, type TrendRangeSpec } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';

// Analytics over time (issue 13, decision 020): each chart one use case, computed in SQL from
// the history (risk_history, control_tests, findings, coverage snapshots).

const iso = (d: Date) => d.toISOString();
const percent = (n: number | null) => (n === null ? null : Math.round(n * 1000) / 10);
const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

export const riskTrend = async (
  db: Executor,
  actor: Pick<Actor, 'organizationId'>,
  q: TrendQuery,
  now = new Date(),
): Promise<RiskTrend> => {
  const r = periodRange(q, now);
  const points = await riskLevelSeries(db, actor.organizationId, r, {
    categories: q.category,
    ownerUserId: q.ownerUserId,
    framework: q.framework,
  });
  return { step: r.step, points: points.map((p) => ({ ...p, at: iso(p.at) })) };
};

/** Buckets as the repository returns them (only those with data), one per moment. */
const byMoment = <T extends { k: number }>(r: TrendRangeSpec, rows: T[]) => {
  const found = new Map(rows.map((row) => [row.k, row]));
  return trendMoments(r).map((at, k) => ({ at: iso(at), row: found.get(k) ?? null }));
};

export const controlTrend = async (
  db: Executor,
  actor: Pick<Actor, 'organizationId'>,
  q: TrendQuery,
  now = new Date(),
): Promise<ControlTrend> => {
  const r = periodRange(q, now);
  const rows = await controlTestSeries(db, actor.organizationId, r, {
    ownerUserId: q.ownerUserId,
    framework: q.framework,
  });
  return {
    step: r.step,
    points: byMoment(r, rows).map(({ at, row }) => ({
      at,
      tested: row?.tested ?? 0,
      passed: row?.passed ?? 0,
      failed: row?.failed ?? 0,
      partial: row?.partial ?? 0,
      passRate: row && row.tested > 0 ? percent(row.passed / row.tested) : null,
      effectiveness: row ? percent(row.effectiveness) : null,
    })),
  };
};

export const findingTrend = async (
  db: Executor,
  actor: Pick<Actor, 'organizationId'>,
  q: TrendQuery,
  now = new Date(),
): Promise<FindingTrend> => {
  const r = periodRange(q, now);
  const { buckets, openAt } = await findingSeries(db, actor.organizationId, r, {
    ownerUserId: q.ownerUserId,
    framework: q.framework,
  });
  // The period's mean weights each step by how many closed in it.
  const closed = buckets.reduce((n, b) => n + b.closed, 0);
  const days = buckets.reduce((n, b) => n + (b.meanDaysToClose ?? 0) * b.closed, 0);
  return {
    step: r.step,
    meanDaysToClose: closed === 0 ? null : round1(days / closed),
    points: trendMoments(r).map((at, k) => ({
      at: iso(at),
      opened: buckets[k]!.opened,
      closed: buckets[k]!.closed,
      open: openAt[k]!,
      meanDaysToClose: round1(buckets[k]!.meanDaysToClose),
    })),
  };
};

const day = (d: Date) => iso(d).slice(0, 10);
const DAY = 86_400_000;

/**
 * Each tracked framework's share of requirements met at each moment: the latest daily
 * snapshot on or before the moment (none before the first snapshot: null, not zero).
 */
export const coverageTrend = async (
  db: Executor,
  actor: Pick<Actor, 'organizationId'>,
  q: TrendQuery,
  now = new Date(),
): Promise<CoverageTrend> => {
  const r = periodRange(q, now);
  const moments = trendMoments(r);
  const tracked = (await listFrameworks(db, actor.organizationId)).filter(
    (f) => f.selected && (!q.framework || f.framework.id === q.framework),
  );
  // From one snapshot-keeping period (31 days) before the first moment, to carry a value in.
  const rows = await coverageSnapshots(
    db,
    actor.organizationId,
    day(new Date(r.start.getTime() - 31 * DAY)),
    day(moments.at(-1)!),
  );
  return {
    step: r.step,
    frameworks: tracked.map(({ framework }) => {
      const mine = rows.filter((s) => s.frameworkId === framework.id);
      return {
        id: framework.id,
        name: framework.name,
        points: moments.map((at) => {
          const last = mine.filter((s) => s.day <= day(at)).at(-1);
          const applicable = last ? last.total - last.notApplicable : null;
          return {
            at: iso(at),
            met: last?.met ?? null,
            applicable,
            percentMet:
              last && applicable !== null
                ? applicable === 0
                  ? 0
                  : Math.round((last.met / applicable) * 1000) / 10
                : null,
          };
        }),
      };
    }),
  };
};
