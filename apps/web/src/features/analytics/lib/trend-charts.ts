import type {
  ChartData,
  ControlTrend,
  CoverageTrend,
  FindingTrend,
  RiskTrend,
  TrendStep,
  VendorDashboard,
} from '@rampart/contracts';
import { momentLabel } from '@rampart/domain';

/** What a chart draws and the same figures as a table (its CSV and its text alternative). */
export type ChartSpec = {
  columns: string[];
  rows: (string | number | null)[][];
  chart: ChartData;
};

const LEVELS = ['critical', 'high', 'medium', 'low'] as const;
const LEVEL_LABEL = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' };

const day = (iso: string) => iso.slice(0, 10);
const labels = (points: { at: string }[], step: TrendStep) =>
  points.map((p) => momentLabel(p.at, step));

/** Risks by level over time (inherent or residual drawn; both in the table). */
export const riskTrendChart = (d: RiskTrend, basis: 'inherent' | 'residual'): ChartSpec => ({
  columns: [
    'Date',
    'Total',
    ...LEVELS.map((l) => `Inherent ${l}`),
    ...LEVELS.map((l) => `Residual ${l}`),
  ],
  rows: d.points.map((p) => [
    day(p.at),
    p.total,
    ...LEVELS.map((l) => p.inherent[l]),
    ...LEVELS.map((l) => p.residual[l]),
  ]),
  chart: {
    type: 'line',
    categories: labels(d.points, d.step),
    yLabel: 'Risks',
    series: LEVELS.map((l) => ({
      name: LEVEL_LABEL[l],
      color: l,
      data: d.points.map((p) => p[basis][l]),
    })),
  },
});

/** Tests completed per step by result, with the pass rate and mean effectiveness. */
export const controlTrendChart = (d: ControlTrend): ChartSpec => ({
  columns: ['Date', 'Tested', 'Passed', 'Partial', 'Failed', 'Pass rate %', 'Effectiveness %'],
  rows: d.points.map((p) => [
    day(p.at),
    p.tested,
    p.passed,
    p.partial,
    p.failed,
    p.passRate,
    p.effectiveness,
  ]),
  chart: {
    type: 'stacked-bar',
    categories: labels(d.points, d.step),
    yLabel: 'Tests',
    series: [
      { name: 'Passed', color: 'series-3', data: d.points.map((p) => p.passed) },
      { name: 'Partial', color: 'series-2', data: d.points.map((p) => p.partial) },
      { name: 'Failed', color: 'series-6', data: d.points.map((p) => p.failed) },
      {
        name: 'Pass rate',
        color: 'series-1',
        line: true,
        percent: true,
        data: d.points.map((p) => p.passRate),
      },
      {
        name: 'Effectiveness',
        color: 'series-4',
        line: true,
        percent: true,
        data: d.points.map((p) => p.effectiveness),
      },
    ],
  },
});

/** Each tracked framework's share of requirements met over time. */
export const coverageTrendChart = (d: CoverageTrend): ChartSpec => {
  const first = d.frameworks[0]?.points ?? [];
  return {
    columns: [
      'Date',
      ...d.frameworks.flatMap((f) => [`${f.name} met %`, `${f.name} met`, `${f.name} applicable`]),
    ],
    rows: first.map((p, i) => [
      day(p.at),
      ...d.frameworks.flatMap((f) => {
        const q = f.points[i]!;
        return [q.percentMet, q.met, q.applicable];
      }),
    ]),
    chart: {
      type: 'line',
      categories: labels(first, d.step),
      yLabel: '% met',
      yMax: 100,
      series: d.frameworks.map((f) => ({ name: f.name, data: f.points.map((p) => p.percentMet) })),
    },
  };
};

/** Findings opened and closed per step, and how many were open at each moment. */
export const findingTrendChart = (d: FindingTrend): ChartSpec => ({
  columns: ['Date', 'Opened', 'Closed', 'Open', 'Mean days to close'],
  rows: d.points.map((p) => [day(p.at), p.opened, p.closed, p.open, p.meanDaysToClose]),
  chart: {
    type: 'bar',
    categories: labels(d.points, d.step),
    yLabel: 'Findings',
    series: [
      { name: 'Opened', color: 'series-6', data: d.points.map((p) => p.opened) },
      { name: 'Closed', color: 'series-3', data: d.points.map((p) => p.closed) },
      { name: 'Open', color: 'series-1', line: true, data: d.points.map((p) => p.open) },
    ],
  },
});

const STATUS_LABEL: Record<string, string> = {
  prospective: 'Prospective',
  active: 'Active',
  offboarded: 'Offboarded',
};

/** Vendors by status and by compliance status, as they stand. */
export const vendorStatusChart = (d: VendorDashboard): ChartSpec => ({
  columns: ['Group', 'Value', 'Vendors'],
  rows: [
    ...d.byStatus.map((s) => ['Status', STATUS_LABEL[s.status] ?? s.status, s.count]),
    ...d.byCompliance.map((c) => ['Compliance', c.complianceStatus, c.count]),
  ],
  chart: {
    type: 'bar',
    categories: d.byStatus.map((s) => STATUS_LABEL[s.status] ?? s.status),
    yLabel: 'Vendors',
    series: [{ name: 'Vendors', data: d.byStatus.map((s) => s.count) }],
  },
});
