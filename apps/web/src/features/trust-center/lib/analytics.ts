import { TRUST_ANALYTICS_DAYS, type ChartData, type TrustAnalytics } from '@rampart/contracts';
import { formatDate, formatNumber, momentLabel } from '@rampart/domain';

// The trust centre's analytics (issue 24 point 6): views of the page, files taken, access
// requests and new subscribers per UTC day. Views are counts per day, nothing about a visitor.

export type AnalyticsDays = (typeof TRUST_ANALYTICS_DAYS)[number];
export const ANALYTICS_DAYS_DEFAULT: AnalyticsDays = 30;

/** The period picker's choices; their values are text, as a radio group's are. */
export const ANALYTICS_PERIODS = TRUST_ANALYTICS_DAYS.map((d) => ({
  value: String(d),
  label: d === 365 ? '1 year' : `${d} days`,
}));

/** The period chosen from its text; the default for anything else. */
export const periodOf = (value: string): AnalyticsDays =>
  TRUST_ANALYTICS_DAYS.find((d) => String(d) === value) ?? ANALYTICS_DAYS_DEFAULT;

export type Series = keyof TrustAnalytics['totals'];

/** The four series, in the order the figures, the chart and the table show them. */
export const ANALYTICS_SERIES: readonly { key: Series; label: string; color: string }[] = [
  { key: 'views', label: 'Page views', color: 'series-1' },
  { key: 'downloads', label: 'Downloads', color: 'series-2' },
  { key: 'requests', label: 'Access requests', color: 'series-3' },
  { key: 'subscribers', label: 'New subscribers', color: 'series-4' },
];

export const VIEWS_NOTE =
  'Views are a count per day and nothing more: nothing about who visited is kept.';

/** The totals as four figures. */
export const totalFigures = (a: Pick<TrustAnalytics, 'totals'>) =>
  ANALYTICS_SERIES.map((s) => ({ label: s.label, value: formatNumber(a.totals[s.key]) }));

/** Nothing happened in the period: the chart would be flat. */
export const isQuiet = (a: Pick<TrustAnalytics, 'totals'>): boolean =>
  ANALYTICS_SERIES.every((s) => a.totals[s.key] === 0);

/** The chart: a line per series, a point per day. */
export const analyticsChart = (a: Pick<TrustAnalytics, 'days'>): ChartData => ({
  type: 'line',
  categories: a.days.map((d) => momentLabel(`${d.day}T00:00:00Z`, 'day')),
  yLabel: 'Per day',
  series: ANALYTICS_SERIES.map((s) => ({
    name: s.label,
    color: s.color,
    data: a.days.map((d) => d[s.key]),
  })),
});

/** The same figures as a table: the chart's text alternative, newest day first. */
export const analyticsTable = (a: Pick<TrustAnalytics, 'days'>) => ({
  columns: ['Day', ...ANALYTICS_SERIES.map((s) => s.label)],
  rows: [...a.days]
    .reverse()
    .map((d) => [formatDate(d.day), ...ANALYTICS_SERIES.map((s) => formatNumber(d[s.key]))]),
});

const counted = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * The chart in a sentence, for a screen reader: the period, its totals, and the busiest day.
 * "From Nov 1, 2026 to Nov 30, 2026: 1,234 page views, 5 downloads, 2 access requests and 1 new
 * subscriber. Most views on Nov 12, 2026 (120)."
 */
export const analyticsSummary = (a: TrustAnalytics): string => {
  const t = a.totals;
  const totals = [
    counted(t.views, 'page view', 'page views'),
    counted(t.downloads, 'download', 'downloads'),
    counted(t.requests, 'access request', 'access requests'),
  ].join(', ');
  const head = `From ${formatDate(a.from)} to ${formatDate(a.to)}: ${totals} and ${counted(t.subscribers, 'new subscriber', 'new subscribers')}.`;
  const busiest = a.days.reduce<TrustAnalytics['days'][number] | null>(
    (best, d) => (d.views > (best?.views ?? 0) ? d : best),
    null,
  );
  return busiest
    ? `${head} Most views on ${formatDate(busiest.day)} (${formatNumber(busiest.views)}).`
    : head;
};
