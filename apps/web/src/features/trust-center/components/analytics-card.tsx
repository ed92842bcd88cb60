import { useMemo, useState } from 'react';
import type { TrustAnalytics } from '@rampart/contracts';
import { chartOption } from '@rampart/domain';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EChart } from '../../../components/ui/echart.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { readChartTheme } from '../../../lib/chart-theme.ts';
import { useTheme } from '../../../lib/theme.ts';
import { useTrustAnalytics } from '../api/get-trust-analytics.ts';
import {
  ANALYTICS_DAYS_DEFAULT,
  ANALYTICS_PERIODS,
  analyticsChart,
  analyticsSummary,
  analyticsTable,
  isQuiet,
  periodOf,
  totalFigures,
  VIEWS_NOTE,
  type AnalyticsDays,
} from '../lib/analytics.ts';

/** The period's four totals, side by side (two by two on a phone). */
const Totals = ({ analytics }: { analytics: TrustAnalytics }) => (
  <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
    {totalFigures(analytics).map((f) => (
      <div key={f.label} className="rounded-md border border-border bg-surface px-3 py-2">
        <dt className="text-xs text-muted">{f.label}</dt>
        <dd className="text-lg font-semibold text-fg tabular-nums">{f.value}</dd>
      </div>
    ))}
  </dl>
);

/** The figures by day: the chart's text alternative, opened under it. */
const DayTable = ({ analytics }: { analytics: TrustAnalytics }) => {
  const { columns, rows } = analyticsTable(analytics);
  return (
    <div className="max-h-72 overflow-y-auto rounded-md border border-border">
      <Table>
        <caption className="sr-only">Trust centre activity by day, newest first</caption>
        <TableHead>
          <tr>
            {columns.map((c) => (
              <Th key={c} className="text-right first:text-left">
                {c}
              </Th>
            ))}
          </tr>
        </TableHead>
        <tbody>
          {rows.map((row) => (
            <TableRow key={row[0]}>
              {row.map((cell, j) => (
                <Td key={j} className="text-right whitespace-nowrap tabular-nums first:text-left">
                  {cell}
                </Td>
              ))}
            </TableRow>
          ))}
        </tbody>
      </Table>
    </div>
  );
};

/** The chart, drawn again in the other theme's colours when the theme changes. */
const DayChart = ({ analytics }: { analytics: TrustAnalytics }) => {
  const { dark } = useTheme();
  const option = useMemo(
    () => chartOption(analyticsChart(analytics), readChartTheme()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `dark` is read through the theme's tokens
    [analytics, dark],
  );
  return (
    <EChart
      option={option}
      label={`Trust centre activity by day. ${analyticsSummary(analytics)} The figures by day follow the chart.`}
      className="h-64 w-full"
    />
  );
};

/**
 * What visitors did on the public page over a period: views, downloads, access requests and new
 * subscribers, as totals and per day. Every role that reads the trust centre sees it.
 */
export const AnalyticsCard = () => {
  const [days, setDays] = useState<AnalyticsDays>(ANALYTICS_DAYS_DEFAULT);
  const query = useTrustAnalytics(days);
  const analytics = query.data;
  const quiet = analytics ? isQuiet(analytics) : false;

  return (
    <Card>
      <CardHeader
        title="Analytics"
        description="Visits to the public page and what visitors did there, per day (UTC)."
        actions={
          <SegmentedControl
            label="Period"
            options={ANALYTICS_PERIODS}
            value={String(days)}
            onChange={(value) => setDays(periodOf(value))}
          />
        }
      />
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-3 p-4">
          <span className="sr-only">Loading the analytics</span>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : !analytics ? (
        <ErrorState
          title="Could not load the analytics"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <CardContent
          className="flex flex-col gap-3"
          aria-busy={query.isPlaceholderData || undefined}
        >
          <Totals analytics={analytics} />
          {quiet ? (
            <p className="text-[13px] text-muted">
              Nothing in this period yet: no views, downloads, requests or subscribers.
            </p>
          ) : (
            <>
              <DayChart analytics={analytics} />
              <details>
                <summary className="cursor-pointer text-[13px] font-medium text-fg">
                  Figures by day
                </summary>
                <div className="mt-2">
                  <DayTable analytics={analytics} />
                </div>
              </details>
            </>
          )}
          <p className="text-xs text-muted">{VIEWS_NOTE}</p>
        </CardContent>
      )}
    </Card>
  );
};
