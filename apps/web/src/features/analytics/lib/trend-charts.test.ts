import { describe, expect, it } from 'vitest';
import type { FindingTrend, RiskTrend } from '@rampart/contracts';
import { momentLabel } from '@rampart/domain';
import { findingTrendChart, riskTrendChart } from './trend-charts.ts';

const levels = (c: number, h: number, m: number, l: number) => ({
  critical: c,
  high: h,
  medium: m,
  low: l,
});

describe('trend charts', () => {
  it('labels moments by day or by month', () => {
    expect(momentLabel('2026-11-25T12:00:00.000Z', 'day')).toBe('Nov 25');
    expect(momentLabel('2026-11-25T12:00:00.000Z', 'month')).toBe('Nov 2026');
  });

  it('the risk trend draws the chosen basis and tables both', () => {
    const d: RiskTrend = {
      step: 'week',
      points: [
        {
          at: '2026-11-18T00:00:00.000Z',
          total: 2,
          inherent: levels(1, 1, 0, 0),
          residual: levels(0, 1, 1, 0),
        },
        {
          at: '2026-11-25T00:00:00.000Z',
          total: 3,
          inherent: levels(2, 1, 0, 0),
          residual: levels(0, 1, 1, 1),
        },
      ],
    };
    const spec = riskTrendChart(d, 'residual');
    expect(spec.columns).toHaveLength(10);
    expect(spec.rows[1]).toEqual(['2026-11-25', 3, 2, 1, 0, 0, 0, 1, 1, 1]);
    expect(spec.chart.series.map((s) => [s.name, s.data])).toEqual([
      ['Critical', [0, 0]],
      ['High', [1, 1]],
      ['Medium', [1, 1]],
      ['Low', [0, 1]],
    ]);
  });

  it('the findings chart tables opened, closed, open and time to close', () => {
    const d: FindingTrend = {
      step: 'day',
      meanDaysToClose: 4,
      points: [
        { at: '2026-11-25T00:00:00.000Z', opened: 2, closed: 1, open: 5, meanDaysToClose: 4 },
      ],
    };
    expect(findingTrendChart(d).rows).toEqual([['2026-11-25', 2, 1, 5, 4]]);
  });
});
