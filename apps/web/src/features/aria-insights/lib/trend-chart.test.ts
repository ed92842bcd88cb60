import { describe, expect, it } from 'vitest';
import type { AiTrends, TrendPoint } from '@rampart/contracts';
import { chartModel } from './trend-chart.ts';

const box = { width: 400, height: 200, left: 40, right: 10, top: 10, bottom: 20 };
const point = (i: number, averageInherent: number | null): TrendPoint => ({
  start: `2026-03-0${i}T00:00:00.000Z`,
  end: `2026-03-0${i + 1}T00:00:00.000Z`,
  opened: 0,
  closed: 0,
  openRisks: averageInherent === null ? 0 : 1,
  averageInherent,
  averageResidual: averageInherent,
  testsCompleted: 0,
  testsPassed: 0,
  passRate: null,
});

const trends = (values: (number | null)[], future: number[] | null): AiTrends =>
  ({
    points: values.map((v, i) => point(i, v)),
    prediction: {
      method: 'least squares',
      horizonDays: 30,
      metrics: {
        averageInherent: future && {
          slope: 0,
          intercept: 0,
          r2: null,
          basedOn: 2,
          points: future.map((value, i) => ({ end: `2026-04-0${i + 1}T00:00:00.000Z`, value })),
        },
        averageResidual: null,
        passRate: null,
        opened: null,
        closed: null,
      },
    },
  }) as unknown as AiTrends;

describe('chartModel', () => {
  it('draws the history solid and the prediction from the last value on', () => {
    const m = chartModel(trends([0, 25], [25, 25]), 'averageInherent', box);
    // x from 40 to 390 over 4 slots; y: 0 at the bottom (180), 25 (the scale's top) at 10.
    expect(m.actual).toBe('M40,180L156.7,10');
    expect(m.predicted).toBe('M156.7,10L273.3,10L390,10');
    expect(m.nowX).toBe(156.7);
    expect(m.yTicks.map((t) => t.label)).toEqual(['0', '5', '10', '15', '20', '25']);
    expect(m.empty).toBe(false);
  });

  it('breaks the line where a point has no value, and has no prediction without a fit', () => {
    const m = chartModel(trends([5, null, 5, 5], null), 'averageInherent', box);
    expect(m.actual.match(/M/g)).toHaveLength(2);
    expect(m.predicted).toBe('');
  });

  it('is empty without values', () => {
    expect(chartModel(trends([null, null], null), 'averageInherent', box).empty).toBe(true);
  });

  it('counts go in whole steps above the highest value', () => {
    const t = trends([null], null);
    t.points[0]!.opened = 7;
    expect(chartModel(t, 'opened', box).yTicks.map((x) => x.label)).toEqual([
      '0',
      '2',
      '4',
      '6',
      '8',
    ]);
  });

  it('shows a pass rate in percent on a 0..1 scale', () => {
    const m = chartModel(trends([null], null), 'passRate', box);
    expect(m.yTicks.at(-1)!.label).toBe('100%');
  });
});
