import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { SearchX, Send, Trash2 } from 'lucide-react';
import type { Vendor, VendorExtractionJob } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell, type PageAction, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useVendor } from '../../../lib/vendor-api/get-vendor.ts';
import { useDeleteVendor } from '../api/delete-vendor.ts';
import { CATEGORY_LABELS } from '../../../lib/vendor-labels.ts';
import { EXTERNAL_LINK, isHttpUrl } from '../lib/links.ts';
import type { VendorTab } from '../lib/vendor-search.ts';
import { AssessmentsTab } from './assessments-tab.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { FindingsTab } from './findings-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { RelationshipTab } from './relationship-tab.tsx';
import { TimelineTab } from './timeline-tab.tsx';
import {
  ComplianceBadge,
  OverdueBadge,
  RiskScore,
  StatusText,
  TierBadge,
} from './vendor-badges.tsx';
import { VendorTabs } from './vendor-tabs.tsx';

type Props = {
  vendorId: string;
  tab: VendorTab;
  onTabChange: (tab: VendorTab) => void;
  /** risks:write: findings can become register risks. */
  canCreateRisks: boolean;
  /** Composed by the app (issue 12): sending a questionnaire, and those sent, on Assessments. */
  onSendQuestionnaire?: () => void;
  questionnaires?: ReactNode;
};

const crumbs = (name: string) => [
  { label: 'Compliance Hub' },
  { label: 'Vendors', to: '/dashboard/vendors' },
  { label: name },
];

const headerStats = (v: Vendor): PageStat[] => [
  { label: 'Risk score', value: <RiskScore score={v.riskScore} /> },
  { label: 'Compliance', value: <ComplianceBadge status={v.complianceStatus} /> },
  { label: 'Tier', value: <TierBadge tier={v.tier} /> },
  { label: 'Status', value: <StatusText status={v.status} /> },
  { label: 'Owner', value: v.ownerName ?? <span className="text-muted">Unassigned</span> },
  {
    label: 'Next review',
    value: (
      <span className="inline-flex items-center gap-2">
        {formatDate(v.nextReviewAt)}
        {v.reviewOverdue ? <OverdueBadge /> : null}
      </span>
    ),
  },
];

const Subtitle = ({ vendor: v }: { vendor: Vendor }) => {
  const parts = [
    v.legalName && v.legalName !== v.name ? <span key="legal">{v.legalName}</span> : null,
    <span key="category">{CATEGORY_LABELS[v.category]}</span>,
    v.website && isHttpUrl(v.website) ? (
      <a
        key="site"
        href={v.website}
        {...EXTERNAL_LINK}
        className="text-accent-text hover:underline"
      >
        {v.website}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    ) : null,
  ].filter(Boolean);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {parts.flatMap((part, i) =>
        i === 0
          ? [part]
          : [
              <span key={`dot-${i}`} aria-hidden>
                ·
              </span>,
              part,
            ],
      )}
    </span>
  );
};

const Loading = () => (
  <PageShell title="Vendor" breadcrumbs={crumbs('Loading…')} maxWidth="2xl">
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading vendor</span>
      <Skeleton className="h-14" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-64" />
    </div>
  </PageShell>
);

export const VendorDetailPage = ({
  vendorId,
  tab,
  onTabChange,
  canCreateRisks,
  onSendQuestionnaire,
  questionnaires,
}: Props) => {
  const vendor = useVendor(vendorId);
  const remove = useDeleteVendor();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [job, setJob] = useState<VendorExtractionJob | null>(null);

  if (vendor.isPending) return <Loading />;
  if (vendor.isError) {
    const missing = vendor.error instanceof ApiError && vendor.error.status === 404;
    return (
      <PageShell title={missing ? 'Vendor not found' : 'Vendor'} breadcrumbs={crumbs('Vendor')}>
        <Card>
          {missing ? (
            <EmptyState
              icon={SearchX}
              title="This vendor does not exist or was deleted"
              action={
                <Link to="/dashboard/vendors" search={{}} className={buttonClasses('secondary')}>
                  Back to the vendors
                </Link>
              }
            />
          ) : (
            <ErrorState
              title="Failed to load vendor"
              error={vendor.error}
              onRetry={() => void vendor.refetch()}
              retrying={vendor.isFetching}
            />
          )}
        </Card>
      </PageShell>
    );
  }

  const v = vendor.data;
  const actions: PageAction[] = [
    ...(onSendQuestionnaire
      ? [{ label: 'Send questionnaire', icon: Send, onClick: onSendQuestionnaire }]
      : []),
    ...(v.abilities.delete
      ? [{ label: 'Delete', icon: Trash2, onClick: () => setDeleting(true) }]
      : []),
  ];
  return (
    <PageShell
      title={v.name}
      subtitle={<Subtitle vendor={v} />}
      breadcrumbs={crumbs(v.name)}
      maxWidth="2xl"
      stats={headerStats(v)}
      secondaryActions={actions}
    >
      <VendorTabs value={tab} onChange={onTabChange} counts={{ findings: v.openFindings }}>
        {tab === 'overview' ? <OverviewTab vendor={v} /> : null}
        {tab === 'relationship' ? <RelationshipTab vendor={v} /> : null}
        {tab === 'assessments' ? (
          <div className="flex flex-col gap-6">
            <AssessmentsTab vendor={v} />
            {questionnaires}
          </div>
        ) : null}
        {tab === 'findings' ? <FindingsTab vendor={v} canCreateRisks={canCreateRisks} /> : null}
        {tab === 'documents' ? <DocumentsTab vendor={v} /> : null}
        {tab === 'timeline' ? <TimelineTab vendor={v} job={job} onJobStarted={setJob} /> : null}
      </VendorTabs>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this vendor?"
        description={`"${v.name}", its documents, assessments and timeline are removed for everyone. The audit log keeps a record.`}
        confirmLabel="Delete vendor"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(v.id, {
            onSuccess: () => {
              toast({ title: 'Vendor deleted', description: v.name });
              void navigate({ to: '/dashboard/vendors', search: {} });
            },
            onError: (err) =>
              toast({
                title: 'Failed to delete vendor',
                description: errorMessage(err),
                variant: 'destructive',
              }),
          })
        }
      />
    </PageShell>
  );
};
