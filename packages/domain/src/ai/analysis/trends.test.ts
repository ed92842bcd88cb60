import { describe, expect, it } from 'vitest';
import {
  predictTrend,
  trendBuckets,
  trendPoints,
  trendSummary,
  DAY_MS,
  type RiskChange,
  type TrendInput,
} from './trends.ts';

const NOW = new Date('2026-03-31T12:00:00.000Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * DAY_MS);

describe('trendBuckets', () => {
  it.each([
    [30, 30, 1],
    [90, 13, 90 / 13],
    [365, 12, 365 / 12],
  ] as const)('%i days: %i buckets of %f days, the last ending now', (period, count, days) => {
    const b = trendBuckets(period, NOW);
    expect(b).toHaveLength(count);
    expect(b.at(-1)!.end).toEqual(NOW);
    expect(b[0]!.start.getTime()).toBeCloseTo(NOW.getTime() - period * DAY_MS, -1);
    expect((b[1]!.end.getTime() - b[0]!.end.getTime()) / DAY_MS).toBeCloseTo(days, 6);
  });
});

const base = (over: Partial<TrendInput> = {}): TrendInput => ({
  period: 30,
  now: NOW,
  risks: [],
  changes: [],
  mitigations: [],
  tests: [],
  ...over,
});

describe('trendPoints', () => {
  it('an empty organisation has points with nothing in them', () => {
    const points = trendPoints(base());
    expect(points).toHaveLength(30);
    expect(points.every((p) => p.openRisks === 0 && p.averageInherent === null)).toBe(true);
    expect(points.every((p) => p.passRate === null)).toBe(true);
  });

  it('counts risks from their date identified and rebuilds scores from the audit log', () => {
    const changes: RiskChange[] = [
      // Raised from 2×2 to 4×5 ten days ago, closed two days ago.
      {
        riskId: 'r1',
        at: daysAgo(10),
        action: 'updated',
        before: { likelihood: 2, impact: 2, status: 'identified' },
        after: { likelihood: 4, impact: 5, status: 'identified' },
      },
      {
        riskId: 'r1',
        at: daysAgo(2),
        action: 'updated',
        before: { likelihood: 4, impact: 5, status: 'identified' },
        after: { likelihood: 4, impact: 5, status: 'closed' },
      },
    ];
    const points = trendPoints(
      base({
        risks: [
          { id: 'r1', identifiedAt: daysAgo(20.5), likelihood: 4, impact: 5, status: 'closed' },
          { id: 'r2', identifiedAt: daysAgo(5.5), likelihood: 3, impact: 3, status: 'assessed' },
        ],
        changes,
      }),
    );
    const at = (d: number) => points[29 - d]!; // the bucket ending d days ago
    expect(at(21)).toMatchObject({ openRisks: 0, averageInherent: null });
    expect(at(20)).toMatchObject({ opened: 1, openRisks: 1, averageInherent: 4 });
    expect(at(10)).toMatchObject({ openRisks: 1, averageInherent: 20, averageResidual: 20 });
    expect(at(11)).toMatchObject({ averageInherent: 4 });
    expect(at(5)).toMatchObject({ opened: 1, openRisks: 2, averageInherent: 14.5 });
    expect(at(2)).toMatchObject({ closed: 1, openRisks: 1, averageInherent: 9 });
    expect(points.reduce((s, p) => s + p.opened, 0)).toBe(2);
    expect(points.reduce((s, p) => s + p.closed, 0)).toBe(1);
  });

  it('reduces the residual only by controls mapped by then', () => {
    const points = trendPoints(
      base({
        risks: [
          { id: 'r', identifiedAt: daysAgo(29.5), likelihood: 4, impact: 5, status: 'assessed' },
        ],
        mitigations: [{ riskId: 'r', since: daysAgo(3), type: 'preventive', effectiveness: 0.5 }],
      }),
    );
    expect(points[29 - 4]).toMatchObject({ averageInherent: 20, averageResidual: 20 });
    // Likelihood 4 × (1 - 0.5) = 2: residual 2 × 5.
    expect(points[29]).toMatchObject({ averageInherent: 20, averageResidual: 10 });
  });

  it('brings deleted risks back before their deletion, and not before their creation', () => {
    const snap = { likelihood: 5, impact: 5, status: 'identified' };
    const points = trendPoints(
      base({
        changes: [
          { riskId: 'gone', at: daysAgo(8), action: 'created', before: null, after: snap },
          { riskId: 'gone', at: daysAgo(3), action: 'deleted', before: snap, after: null },
        ],
      }),
    );
    expect(points[29 - 9]!.openRisks).toBe(0);
    expect(points[29 - 8]).toMatchObject({ opened: 1, openRisks: 1, averageInherent: 25 });
    expect(points[29 - 3]!.openRisks).toBe(0);
  });

  it('gives the pass rate of the tests completed in each bucket', () => {
    const points = trendPoints(
      base({
        tests: [
          { at: daysAgo(0.5), result: 'pass' },
          { at: daysAgo(0.2), result: 'fail' },
          { at: daysAgo(0.1), result: 'pass' },
          { at: daysAgo(40), result: 'fail' }, // outside the period
        ],
      }),
    );
    expect(points[29]).toMatchObject({ testsCompleted: 3, testsPassed: 2, passRate: 0.667 });
    expect(points.reduce((s, p) => s + p.testsCompleted, 0)).toBe(3);
  });
});

describe('predictTrend', () => {
  it('extends each metric on its least-squares line into the next period', () => {
    const points = trendPoints(
      base({
        period: 90,
        risks: [
          { id: 'r', identifiedAt: daysAgo(200), likelihood: 2, impact: 2, status: 'assessed' },
        ],
      }),
    );
    const p = predictTrend(points, 90);
    expect(p.averageInherent).toMatchObject({ slope: 0, intercept: 4, r2: null, basedOn: 13 });
    expect(p.averageInherent!.points).toHaveLength(13);
    expect(p.averageInherent!.points.every((x) => x.value === 4)).toBe(true);
    expect(new Date(p.averageInherent!.points.at(-1)!.end).getTime()).toBeCloseTo(
      NOW.getTime() + 90 * DAY_MS,
      -1,
    );
    // No tests: no pass-rate line.
    expect(p.passRate).toBeNull();
  });

  it('summarises honestly when there is nothing', () => {
    const points = trendPoints(base());
    expect(trendSummary(points, predictTrend(points, 30), 30)).toBe(
      'Not enough data for a trend: no open risks and no completed control tests in the last 30 days.',
    );
  });
});
