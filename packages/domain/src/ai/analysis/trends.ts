import type { AiTrendPeriod, TrendMetric, TrendPoint } from '@rampart/contracts';
import { residualRisk } from '../../risk/residual.ts';
import { linearFit, projectFit, type LinearFit } from './linear-trend.ts';

export const DAY_MS = 86_400_000;

/** Points per period: daily for 30 days, about weekly for 90, about monthly for 365. */
export const TREND_BUCKETS: Record<AiTrendPeriod, number> = { 30: 30, 90: 13, 365: 12 };

/** A risk in one of these statuses counts as closed (resolved) in trends and insights. */
export const RESOLVED_RISK_STATUSES: readonly string[] = ['mitigated', 'closed'];
export const isResolved = (status: string) => RESOLVED_RISK_STATUSES.includes(status);

export type Bucket = { start: Date; end: Date };

/** Equal buckets ending now: (start, end], oldest first. */
export const trendBuckets = (period: AiTrendPeriod, now: Date): Bucket[] => {
  const count = TREND_BUCKETS[period];
  const size = (period * DAY_MS) / count;
  return Array.from({ length: count }, (_, i) => {
    const end = now.getTime() - (count - 1 - i) * size;
    return { start: new Date(end - size), end: new Date(end) };
  });
};

export type RiskState = { likelihood: number; impact: number; status: string };
export type RiskNow = RiskState & { id: string; identifiedAt: Date };
/** A risk.created, risk.updated or risk.deleted event of the audit log. */
export type RiskChange = {
  riskId: string;
  at: Date;
  action: 'created' | 'updated' | 'deleted';
  before: RiskState | null;
  after: RiskState | null;
};
/** A control in operation mapped to a risk since a date, at its current strength. */
export type MitigationSince = {
  riskId: string;
  since: Date;
  type: string;
  effectiveness: number;
};
export type TestOutcome = { at: Date; result: string };

export type TrendInput = {
  period: AiTrendPeriod;
  now: Date;
  risks: readonly RiskNow[];
  /** Events after the start of the period, any order. */
  changes: readonly RiskChange[];
  mitigations: readonly MitigationSince[];
  tests: readonly TestOutcome[];
};

type Tracked = RiskState & { identifiedAt: number | null };

const mean = (values: number[], digits = 1): number | null => {
  if (values.length === 0) return null;
  const f = 10 ** digits;
  return Math.round((values.reduce((s, v) => s + v, 0) / values.length) * f) / f;
};

const inBucket = (t: number, b: Bucket) => t > b.start.getTime() && t <= b.end.getTime();

/**
 * The history of the period, one point per bucket, rebuilt from the register as it is now by
 * undoing the audit log's changes newest first: risks opened (by date identified) and closed
 * (moved to a resolved status), the open risks' average inherent score and residual score (their
 * likelihood and impact then, reduced by the controls mapped to them by then, at the controls'
 * current strength), and the pass rate of the control tests completed in the bucket.
 */
export const trendPoints = (input: TrendInput): TrendPoint[] => {
  const buckets = trendBuckets(input.period, input.now);
  const state = new Map<string, Tracked>();
  for (const r of input.risks) {
    state.set(r.id, {
      likelihood: r.likelihood,
      impact: r.impact,
      status: r.status,
      identifiedAt: r.identifiedAt.getTime(),
    });
  }
  const changes = [...input.changes].sort((a, b) => b.at.getTime() - a.at.getTime());
  const createdAt = new Map<string, number>();
  for (const c of changes) if (c.action === 'created') createdAt.set(c.riskId, c.at.getTime());
  // Deleted risks are gone from the table; they opened when they were created, if we saw it.
  const openedAt = [...input.risks.map((r) => r.identifiedAt.getTime())];
  for (const c of changes) {
    if (c.action === 'deleted' && !state.has(c.riskId) && createdAt.has(c.riskId)) {
      openedAt.push(createdAt.get(c.riskId)!);
    }
  }
  const mitigations = new Map<string, MitigationSince[]>();
  for (const m of input.mitigations) {
    mitigations.set(m.riskId, [...(mitigations.get(m.riskId) ?? []), m]);
  }

  const points: TrendPoint[] = [];
  let next = 0;
  for (let i = buckets.length - 1; i >= 0; i--) {
    const b = buckets[i]!;
    const end = b.end.getTime();
    // Undo every change made after the end of this bucket.
    while (next < changes.length && changes[next]!.at.getTime() > end) {
      const c = changes[next++]!;
      const current = state.get(c.riskId);
      if (c.action === 'updated' && current && c.before) Object.assign(current, c.before);
      if (c.action === 'deleted' && !current && c.before) {
        state.set(c.riskId, { ...c.before, identifiedAt: null });
      }
      // Before its creation a deleted risk did not exist; a risk still in the register is
      // counted from its date identified instead (registers are often imported later).
      if (c.action === 'created' && current && current.identifiedAt === null) {
        state.delete(c.riskId);
      }
    }
    const inherent: number[] = [];
    const residual: number[] = [];
    for (const [id, r] of state) {
      if (r.identifiedAt !== null && r.identifiedAt > end) continue;
      if (isResolved(r.status)) continue;
      inherent.push(r.likelihood * r.impact);
      const mapped = (mitigations.get(id) ?? []).filter((m) => m.since.getTime() <= end);
      residual.push(residualRisk(r.likelihood, r.impact, mapped).score);
    }
    const tests = input.tests.filter((t) => inBucket(t.at.getTime(), b));
    const passed = tests.filter((t) => t.result === 'pass').length;
    points.push({
      start: b.start.toISOString(),
      end: b.end.toISOString(),
      opened: openedAt.filter((t) => inBucket(t, b)).length,
      closed: changes.filter(
        (c) =>
          c.action === 'updated' &&
          inBucket(c.at.getTime(), b) &&
          c.after !== null &&
          isResolved(c.after.status) &&
          !(c.before && isResolved(c.before.status)),
      ).length,
      openRisks: inherent.length,
      averageInherent: mean(inherent),
      averageResidual: mean(residual),
      testsCompleted: tests.length,
      testsPassed: passed,
      passRate: tests.length === 0 ? null : Math.round((passed / tests.length) * 1000) / 1000,
    });
  }
  return points.reverse();
};

const BOUNDS: Record<TrendMetric, { min: number; max: number; digits: number }> = {
  averageInherent: { min: 1, max: 25, digits: 1 },
  averageResidual: { min: 1, max: 25, digits: 1 },
  passRate: { min: 0, max: 1, digits: 3 },
  opened: { min: 0, max: Number.MAX_SAFE_INTEGER, digits: 1 },
  closed: { min: 0, max: Number.MAX_SAFE_INTEGER, digits: 1 },
};

export type MetricPrediction = LinearFit & { points: { end: string; value: number }[] };

/**
 * The next period, bucket by bucket, on the least-squares line of each metric. A metric with
 * fewer than two values (no open risks, no tests) has no prediction.
 */
export const predictTrend = (
  points: readonly TrendPoint[],
  period: AiTrendPeriod,
): Record<TrendMetric, MetricPrediction | null> => {
  const n = points.length;
  const last = n > 0 ? new Date(points[n - 1]!.end).getTime() : 0;
  const size = (period * DAY_MS) / TREND_BUCKETS[period];
  const ends = Array.from({ length: n }, (_, i) => new Date(last + (i + 1) * size).toISOString());
  const one = (metric: TrendMetric): MetricPrediction | null => {
    const fit = linearFit(points.map((p) => p[metric]));
    if (!fit) return null;
    const values = projectFit(fit, n, n, BOUNDS[metric]);
    return { ...fit, points: ends.map((end, i) => ({ end, value: values[i]! })) };
  };
  return {
    averageInherent: one('averageInherent'),
    averageResidual: one('averageResidual'),
    passRate: one('passRate'),
    opened: one('opened'),
    closed: one('closed'),
  };
};

const signed = (v: number, digits = 1) => `${v >= 0 ? '+' : ''}${v.toFixed(digits)}`;

/** A few plain sentences over the points and the prediction. */
export const trendSummary = (
  points: readonly TrendPoint[],
  prediction: Record<TrendMetric, MetricPrediction | null>,
  period: AiTrendPeriod,
): string => {
  const opened = points.reduce((s, p) => s + p.opened, 0);
  const closed = points.reduce((s, p) => s + p.closed, 0);
  const tests = points.reduce((s, p) => s + p.testsCompleted, 0);
  const passed = points.reduce((s, p) => s + p.testsPassed, 0);
  const withRisks = points.filter((p) => p.averageInherent !== null);
  if (withRisks.length === 0 && tests === 0 && opened === 0) {
    return `Not enough data for a trend: no open risks and no completed control tests in the last ${period} days.`;
  }
  const out: string[] = [
    `In the last ${period} days ${opened} ${opened === 1 ? 'risk was' : 'risks were'} opened and ${closed} closed.`,
  ];
  const first = withRisks[0];
  const lastP = withRisks.at(-1);
  if (first && lastP && withRisks.length === 1) {
    out.push(
      `The open risks' average inherent score is ${lastP.averageInherent}, residual ${lastP.averageResidual}.`,
    );
  } else if (first && lastP) {
    out.push(
      `The open risks' average inherent score went from ${first.averageInherent} to ${lastP.averageInherent}, residual from ${first.averageResidual} to ${lastP.averageResidual}.`,
    );
  }
  out.push(
    tests === 0
      ? 'No control tests were completed.'
      : `${passed} of ${tests} control tests passed (${Math.round((passed / tests) * 100)}%).`,
  );
  const inh = prediction.averageInherent;
  if (inh && inh.points.length > 0) {
    out.push(
      `On the least-squares line the average inherent score moves ${signed(inh.slope * points.length)} over the next ${period} days, to ${inh.points.at(-1)!.value}${inh.r2 !== null ? ` (R² ${inh.r2.toFixed(2)})` : ''}.`,
    );
  } else {
    out.push('Too few points for a prediction of the scores.');
  }
  return out.join(' ');
};
