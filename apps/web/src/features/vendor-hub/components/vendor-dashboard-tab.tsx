import { formatNumber } from '@rampart/domain';
import { Building, ScanSearch } from 'lucide-react';
import type { VendorDashboard } from '@rampart/contracts';
import { RiskBadge, type RiskLevel } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useVendorDashboard } from '../../../lib/vendor-api/get-vendor-dashboard.ts';
import {
  complianceBreakdown,
  openFindingsTotal,
  severityBreakdown,
  statusBreakdown,
  tierBreakdown,
  vendorListHref,
  VENDOR_LIST_PATH,
} from '../lib/dashboard-view.ts';
import { AssessmentsOverTime } from './assessments-over-time.tsx';
import { BreakdownCard } from './breakdown-card.tsx';
import { HrefLink } from './href-link.tsx';
import { IntegrationPanel } from './integration-panel.tsx';

type Props = {
  canWrite: boolean;
  /** Opens the assessment tab, the first step with no vendors yet; absent when the role
   * cannot start a reading. */
  onAssess: (() => void) | undefined;
};

const isRiskLevel = (v: string): v is RiskLevel =>
  ['low', 'medium', 'high', 'critical'].includes(v);

const Loading = () => (
  <div role="status" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
    <span className="sr-only">Loading the vendor dashboard</span>
    {[0, 1, 2, 3, 4, 5].map((i) => (
      <Skeleton key={i} className="h-48 rounded-lg" />
    ))}
  </div>
);

const Documents = ({ d }: { d: VendorDashboard }) => (
  <Card>
    <CardHeader
      title="Vendor documents"
      description="Certificates, reports and agreements on file."
    />
    <dl className="grid grid-cols-2 gap-4 p-4">
      <div>
        <dt className="text-xs text-muted">Expiring within 30 days</dt>
        <dd className="text-lg font-semibold text-fg tabular-nums">
          {formatNumber(d.documentsExpiring)}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted">Expired</dt>
        <dd className="text-lg font-semibold text-fg tabular-nums">
          {formatNumber(d.documentsExpired)}
        </dd>
      </div>
    </dl>
  </Card>
);

const Figures = ({ d }: { d: VendorDashboard }) => (
  <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
    <BreakdownCard title="By status" rows={statusBreakdown(d)} unit="vendors" />
    <BreakdownCard
      title="By compliance status"
      description="From each vendor's latest assessment."
      rows={complianceBreakdown(d)}
      unit="vendors"
    />
    <BreakdownCard title="By tier" rows={tierBreakdown(d)} unit="vendors" />
    <BreakdownCard
      title="Open findings by severity"
      rows={severityBreakdown(d)}
      unit="findings"
      renderLabel={(row) => (isRiskLevel(row.value) ? <RiskBadge level={row.value} /> : row.label)}
    />
    <Documents d={d} />
    <Card>
      <CardHeader
        title="Reviews due"
        description="Vendors whose periodic review is due today or earlier."
      />
      <div className="p-4">
        <HrefLink
          href={vendorListHref({ reviewDue: 'true' })}
          className="text-lg font-semibold text-accent-text tabular-nums hover:underline"
        >
          {formatNumber(d.reviewsDue)} {d.reviewsDue === 1 ? 'vendor' : 'vendors'}
        </HrefLink>
      </div>
    </Card>
  </div>
);

/** Hub tab 4: the vendor portfolio in figures, each a way into the filtered register. */
export const VendorDashboardTab = ({ canWrite, onAssess }: Props) => {
  const query = useVendorDashboard();
  const d = query.data;
  const value = (n: (d: VendorDashboard) => number) =>
    d ? formatNumber(n(d)) : query.isError ? '—' : <Skeleton className="my-1 h-5 w-10" />;
  const stats: PageStat[] = [
    { label: 'Vendors', value: value((x) => x.total) },
    { label: 'Reviews due', value: value((x) => x.reviewsDue) },
    { label: 'Open findings', value: value(openFindingsTotal) },
    { label: 'Documents expired', value: value((x) => x.documentsExpired) },
  ];

  return (
    <PageShell
      title="Vendor dashboard"
      subtitle="Your vendors by status, risk and tier, how assessments are going, and what needs attention."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Compliance Hub' }, { label: 'Vendor Hub' }, { label: 'Dashboard' }]}
      stats={stats}
      secondaryActions={[{ label: 'Vendor register', icon: Building, to: VENDOR_LIST_PATH }]}
    >
      <div className="flex flex-col gap-4">
        {query.isPending ? (
          <Loading />
        ) : !d ? (
          <Card>
            <ErrorState
              title="Failed to load the vendor dashboard"
              error={query.error}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          </Card>
        ) : d.total === 0 ? (
          <Card>
            <EmptyState
              icon={Building}
              title="No vendors yet"
              description="Start with a vendor you rely on: paste its website and Rampart reads its certifications, policies and subprocessors, then scores it."
              action={
                onAssess ? (
                  <Button variant="primary" onClick={onAssess}>
                    <ScanSearch aria-hidden />
                    Assess a vendor
                  </Button>
                ) : null
              }
            />
          </Card>
        ) : (
          <>
            <Figures d={d} />
            <AssessmentsOverTime dashboard={d} />
          </>
        )}
        <IntegrationPanel canWrite={canWrite} />
      </div>
    </PageShell>
  );
};
