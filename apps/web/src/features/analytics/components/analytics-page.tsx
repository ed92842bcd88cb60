import { useNavigate, useSearch } from '@tanstack/react-router';
import { BadgeCheck, Building2, CalendarRange, ShieldAlert, SearchCheck } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import type {
  ControlTrend,
  CoverageTrend,
  FindingTrend,
  RiskTrend,
  VendorDashboard,
} from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { preloadChartPictures } from '../../../lib/chart-pictures.ts';
import { useRequiredUser } from '../../../lib/session.ts';
import { vendorDashboardQueryOptions } from '../../../lib/vendor-api/get-vendor-dashboard.ts';
import {
  controlTrendQuery,
  coverageTrendQuery,
  findingTrendQuery,
  riskTrendQuery,
} from '../api/get-trends.ts';
import { trendQuery, type AnalyticsSearch } from '../lib/analytics-search.ts';
import {
  controlTrendChart,
  coverageTrendChart,
  findingTrendChart,
  riskTrendChart,
  vendorStatusChart,
} from '../lib/trend-charts.ts';
import { AnalyticsFilters } from './analytics-filters.tsx';
import { ChartCard } from './chart-card.tsx';

const BASES = [
  { value: 'inherent' as const, label: 'Inherent' },
  { value: 'residual' as const, label: 'Residual' },
];

const noRisks = (d: RiskTrend) =>
  d.points.every((p) => p.total === 0)
    ? {
        icon: ShieldAlert,
        title: 'No risks in this period',
        description: 'Risks matching the filters appear here.',
      }
    : null;
const noTests = (d: ControlTrend) =>
  d.points.every((p) => p.tested === 0)
    ? {
        icon: CalendarRange,
        title: 'No tests completed',
        description: 'Completed control tests in the period appear here.',
      }
    : null;
const noFrameworks = (d: CoverageTrend) =>
  d.frameworks.length === 0
    ? {
        icon: BadgeCheck,
        title: 'No framework tracked',
        description: 'Track a framework on Framework Status to follow its coverage.',
      }
    : d.frameworks.every((f) => f.points.every((p) => p.percentMet === null))
      ? {
          icon: BadgeCheck,
          title: 'No coverage recorded in this period',
          description:
            'Rampart records each tracked framework once a day; the first record follows within the hour.',
        }
      : null;
const noFindings = (d: FindingTrend) =>
  d.points.every((p) => p.opened === 0 && p.closed === 0 && p.open === 0)
    ? {
        icon: SearchCheck,
        title: 'No findings',
        description: 'Findings opened or closed in the period appear here.',
      }
    : null;
const noVendors = (d: VendorDashboard) =>
  d.total === 0
    ? {
        icon: Building2,
        title: 'No vendors yet',
        description: 'Vendors appear here once added to the register.',
      }
    : null;

/** Analytics: the organisation's history drawn over the chosen period (issue 13). */
export const AnalyticsPage = () => {
  const user = useRequiredUser();
  const search = useSearch({ from: '/dashboard/analytics' });
  const navigate = useNavigate({ from: '/dashboard/analytics' });
  const onChange = (update: (prev: AnalyticsSearch) => AnalyticsSearch) =>
    void navigate({ search: update, replace: true });
  const can = (p: string) => hasPermission(user.permissions, p);
  const q = trendQuery(search);
  const basis = search.basis ?? 'inherent';

  // The chart worker starts while the trends load, not after.
  useEffect(preloadChartPictures, []);
  const riskChart = useCallback((d: RiskTrend) => riskTrendChart(d, basis), [basis]);

  return (
    <PageShell
      title="Analytics"
      subtitle="How risk, controls, compliance and findings have moved over time."
    >
      <AnalyticsFilters search={search} onChange={onChange} />
      {q === null ? (
        <Card>
          <EmptyState
            icon={CalendarRange}
            title="Choose the period"
            description="Pick the first and last day of the custom period."
          />
        </Card>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          {can('risks:read') ? (
            <ChartCard
              title="Risk trend"
              description={`Risks by ${basis} level at each point.`}
              fileStem={`risk-trend-${basis}`}
              source={riskTrendQuery(q)}
              chart={riskChart}
              empty={noRisks}
              actions={
                <SegmentedControl
                  label="Basis"
                  options={BASES}
                  value={basis}
                  onChange={(v) =>
                    onChange((prev) => ({ ...prev, basis: v === 'residual' ? v : undefined }))
                  }
                />
              }
            />
          ) : null}
          {can('tests:read') ? (
            <ChartCard
              title="Control testing"
              description="Tests by result, pass rate and effectiveness."
              fileStem="control-testing"
              source={controlTrendQuery(q)}
              chart={controlTrendChart}
              empty={noTests}
            />
          ) : null}
          {can('frameworks:read') ? (
            <ChartCard
              title="Framework coverage"
              description="Requirements met, as recorded each day."
              fileStem="framework-coverage"
              source={coverageTrendQuery(q)}
              chart={coverageTrendChart}
              empty={noFrameworks}
            />
          ) : null}
          {can('evidence:read') ? (
            <ChartCard
              title="Findings"
              description="Opened, closed, and open at each point."
              fileStem="findings"
              source={findingTrendQuery(q)}
              chart={findingTrendChart}
              empty={noFindings}
              headline={(d) => (
                <span className="mr-2 text-right text-xs text-muted">
                  Mean time to remediate
                  <span className="block text-sm font-semibold text-fg tabular-nums">
                    {d.meanDaysToClose === null ? '—' : `${d.meanDaysToClose} days`}
                  </span>
                </span>
              )}
            />
          ) : null}
          {can('vendors:read') ? (
            <ChartCard
              title="Vendors by status"
              description="As they stand today."
              fileStem="vendors-by-status"
              source={vendorDashboardQueryOptions}
              chart={vendorStatusChart}
              empty={noVendors}
            />
          ) : null}
        </div>
      )}
    </PageShell>
  );
};
