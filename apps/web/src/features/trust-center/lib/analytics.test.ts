import { describe, expect, it } from 'vitest';
import { TRUST_ANALYTICS_DAYS, type TrustAnalytics } from '@rampart/contracts';
import {
  ANALYTICS_PERIODS,
  analyticsChart,
  analyticsSummary,
  analyticsTable,
  isQuiet,
  periodOf,
  totalFigures,
} from './analytics.ts';

const day = (d: string, views: number, downloads = 0, requests = 0, subscribers = 0) => ({
  day: d,
  views,
  downloads,
  requests,
  subscribers,
});

const week: TrustAnalytics = {
  from: '2026-11-24',
  to: '2026-11-30',
  days: [
    day('2026-11-24', 3),
    day('2026-11-25', 0),
    day('2026-11-26', 1200, 4, 1),
    day('2026-11-27', 12, 1, 0, 2),
    day('2026-11-28', 0),
    day('2026-11-29', 0),
    day('2026-11-30', 5),
  ],
  totals: { views: 1220, downloads: 5, requests: 1, subscribers: 2 },
};

describe('the period', () => {
  it('offers each period the API takes, in words', () => {
    expect(ANALYTICS_PERIODS.map((p) => p.value)).toEqual(TRUST_ANALYTICS_DAYS.map(String));
    expect(ANALYTICS_PERIODS.map((p) => p.label)).toEqual([
      '7 days',
      '30 days',
      '90 days',
      '1 year',
    ]);
  });

  it.each([
    ['7', 7],
    ['365', 365],
    ['14', 30],
    ['', 30],
  ])('%j is %d days', (value, days) => {
    expect(periodOf(value)).toBe(days);
  });
});

describe('the figures', () => {
  it('total each series', () => {
    expect(totalFigures(week)).toEqual([
      { label: 'Page views', value: '1,220' },
      { label: 'Downloads', value: '5' },
      { label: 'Access requests', value: '1' },
      { label: 'New subscribers', value: '2' },
    ]);
  });

  it('are quiet only when every series is nothing', () => {
    expect(isQuiet(week)).toBe(false);
    expect(isQuiet({ totals: { views: 0, downloads: 0, requests: 0, subscribers: 0 } })).toBe(true);
    expect(isQuiet({ totals: { views: 0, downloads: 0, requests: 0, subscribers: 1 } })).toBe(
      false,
    );
  });

  it('draw a line per series and a point per day, zero days included', () => {
    const chart = analyticsChart(week);
    expect(chart.type).toBe('line');
    expect(chart.categories).toEqual([
      'Nov 24',
      'Nov 25',
      'Nov 26',
      'Nov 27',
      'Nov 28',
      'Nov 29',
      'Nov 30',
    ]);
    expect(chart.series.map((s) => s.name)).toEqual([
      'Page views',
      'Downloads',
      'Access requests',
      'New subscribers',
    ]);
    expect(chart.series[0]!.data).toEqual([3, 0, 1200, 12, 0, 0, 5]);
    // Each series its own colour of the colour-blind-safe set.
    expect(new Set(chart.series.map((s) => s.color)).size).toBe(4);
  });

  it('read as a table, newest day first', () => {
    const table = analyticsTable(week);
    expect(table.columns).toEqual([
      'Day',
      'Page views',
      'Downloads',
      'Access requests',
      'New subscribers',
    ]);
    expect(table.rows[0]).toEqual(['Nov 30, 2026', '5', '0', '0', '0']);
    expect(table.rows[4]).toEqual(['Nov 26, 2026', '1,200', '4', '1', '0']);
    expect(table.rows).toHaveLength(7);
  });

  it('say the period in a sentence, with its busiest day', () => {
    expect(analyticsSummary(week)).toBe(
      'From Nov 24, 2026 to Nov 30, 2026: 1,220 page views, 5 downloads, 1 access request and 2 new subscribers. Most views on Nov 26, 2026 (1,200).',
    );
  });

  it('leave the busiest day out when nobody came', () => {
    const quiet = {
      ...week,
      days: week.days.map((d) => ({ ...d, views: 0 })),
      totals: { views: 0, downloads: 0, requests: 0, subscribers: 1 },
    };
    expect(analyticsSummary(quiet)).toBe(
      'From Nov 24, 2026 to Nov 30, 2026: 0 page views, 0 downloads, 0 access requests and 1 new subscriber.',
    );
  });
});
