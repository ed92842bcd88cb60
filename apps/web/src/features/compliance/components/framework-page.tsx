import { formatNumber } from '@rampart/domain';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { BellOff, ListChecks, SearchCheck, SearchX, X } from 'lucide-react';
import type { FrameworkDetail } from '@rampart/contracts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { PageShell, type PageAction, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton, SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { exportRequirements } from '../api/export-requirements.ts';
import { useFramework } from '../api/get-framework.ts';
import { formatPercent } from '../../../lib/percent.ts';
import { filterRequirements, groupsOf, statusCounts } from '../lib/requirements.ts';
import { clearRequirementFilters, type FrameworkSearch } from '../lib/search.ts';
import { AdoptRecommendedDialog } from './adopt-recommended-dialog.tsx';
import { OscalExportButton, OscalImportComponentsButton } from './oscal-actions.tsx';
import { RequirementFilters } from './requirement-filters.tsx';
import { RequirementSheet } from './requirement-sheet.tsx';
import { RequirementTable } from './requirement-table.tsx';
import { UntrackDialog, UntrackedBanner } from './tracking.tsx';

type FrameworkPageProps = {
  frameworkId: string;
  search: FrameworkSearch;
  onSearchChange: (update: (prev: FrameworkSearch) => FrameworkSearch) => void;
  /** controls:write: adopting creates register controls. */
  canAdopt: boolean;
};

const crumbs = (name: string) => [
  { label: 'Compliance Hub' },
  { label: 'Framework Status', to: '/dashboard/compliance' },
  { label: name },
];

const statsOf = ({ framework, requirements }: FrameworkDetail): PageStat[] => {
  const counts = statusCounts(requirements);
  const summary = framework.summary;
  const applicable = requirements.length - counts.not_applicable;
  return [
    { label: 'Met', value: summary ? formatPercent(summary.percentMet) : '—' },
    { label: 'Progress', value: summary ? formatPercent(summary.percentProgress) : '—' },
    {
      label: 'Requirements met',
      value: `${formatNumber(counts.met)} of ${formatNumber(applicable)}`,
    },
    { label: 'Partly met', value: formatNumber(counts.partly_met) },
    { label: 'Not met', value: formatNumber(counts.not_met) },
    { label: 'Not applicable', value: formatNumber(counts.not_applicable) },
  ];
};

/** A framework's page /dashboard/compliance/$frameworkId: its requirements and their status. */
export const FrameworkPage = ({
  frameworkId,
  search,
  onSearchChange,
  canAdopt,
}: FrameworkPageProps) => {
  const detail = useFramework(frameworkId);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'adopt' | 'untrack' | null>(null);
  const requirements = useMemo(() => detail.data?.requirements ?? [], [detail.data]);
  const groups = useMemo(() => groupsOf(requirements), [requirements]);
  const shown = useMemo(() => filterRequirements(requirements, search), [requirements, search]);

  if (detail.isPending) {
    return (
      <PageShell title="Framework" breadcrumbs={crumbs('Loading…')} maxWidth="2xl">
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">Loading framework</span>
          <Skeleton className="h-14 w-full max-w-xl" />
          <Card>
            <SkeletonRows rows={8} label="Loading requirements" />
          </Card>
        </div>
      </PageShell>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <PageShell
        title={missing ? 'Framework not found' : 'Framework'}
        breadcrumbs={crumbs('Framework')}
      >
        <Card>
          {missing ? (
            <EmptyState
              icon={SearchX}
              title="This framework does not exist or was removed"
              action={
                <Link to="/dashboard/compliance" className={buttonClasses('secondary')}>
                  Back to Framework Status
                </Link>
              }
            />
          ) : (
            <ErrorState
              title="Failed to load framework"
              error={detail.error}
              onRetry={() => void detail.refetch()}
              retrying={detail.isFetching}
            />
          )}
        </Card>
      </PageShell>
    );
  }

  const { framework } = detail.data;
  const canUpdate = framework.abilities.update;
  const open = search.requirement;
  const secondary: PageAction[] = [
    {
      label: 'Gap analysis',
      icon: SearchCheck,
      onClick: () =>
        void navigate({ to: '/dashboard/compliance/gaps', search: { frameworkId: framework.id } }),
    },
  ];
  if (canUpdate && framework.selected) {
    secondary.push({ label: 'Stop tracking', icon: BellOff, onClick: () => setDialog('untrack') });
  }
  return (
    <PageShell
      title={framework.name}
      subtitle={`Version ${framework.version}${framework.description ? ` · ${framework.description}` : ''}`}
      maxWidth="2xl"
      breadcrumbs={crumbs(framework.name)}
      stats={statsOf(detail.data)}
      primaryAction={
        canAdopt && canUpdate
          ? {
              label: 'Adopt recommended controls',
              icon: ListChecks,
              onClick: () => setDialog('adopt'),
            }
          : undefined
      }
      secondaryActions={secondary}
    >
      {!framework.selected ? <UntrackedBanner framework={framework} canUpdate={canUpdate} /> : null}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-fg">Requirements</h2>
        <div className="flex flex-wrap items-center gap-2">
          <ExportMenu
            what="requirements"
            size="sm"
            exportFile={(format) => exportRequirements(framework.id, search, format)}
          />
          <OscalExportButton frameworkId={framework.id} frameworkName={framework.name} />
          {canUpdate ? <OscalImportComponentsButton /> : null}
        </div>
      </div>
      <Card className="overflow-hidden">
        <div className="border-b border-border p-3">
          <RequirementFilters search={search} groups={groups} onChange={onSearchChange} />
        </div>
        <p className="border-b border-border px-3 py-1.5 text-xs text-muted" aria-live="polite">
          Showing {formatNumber(shown.length)} of {formatNumber(requirements.length)} requirements
        </p>
        {shown.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title={
              requirements.length === 0
                ? 'This framework has no requirements'
                : 'No requirements match these filters'
            }
            description={
              requirements.length === 0 ? undefined : 'Try fewer filters, or a shorter search.'
            }
            action={
              requirements.length === 0 ? null : (
                <Button onClick={() => onSearchChange(clearRequirementFilters)}>
                  <X aria-hidden />
                  Clear filters
                </Button>
              )
            }
          />
        ) : (
          <RequirementTable
            requirements={shown}
            openId={open}
            onOpen={(id) => onSearchChange((prev) => ({ ...prev, requirement: id }))}
            resetKey={JSON.stringify([search.status, search.group, search.q])}
          />
        )}
      </Card>
      <RequirementSheet
        framework={framework}
        requirementId={open}
        row={open ? requirements.find((r) => r.id === open) : undefined}
        onClose={() => onSearchChange((prev) => ({ ...prev, requirement: undefined }))}
        canUpdate={canUpdate}
        canAdopt={canAdopt}
      />
      {canAdopt && canUpdate ? (
        <AdoptRecommendedDialog
          open={dialog === 'adopt'}
          onOpenChange={(o) => setDialog(o ? 'adopt' : null)}
          framework={framework}
        />
      ) : null}
      {canUpdate ? (
        <UntrackDialog
          framework={framework}
          open={dialog === 'untrack'}
          onOpenChange={(o) => setDialog(o ? 'untrack' : null)}
        />
      ) : null}
    </PageShell>
  );
};
