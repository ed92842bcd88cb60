import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ClipboardCheck, Pencil, SearchX, Trash2 } from 'lucide-react';
import type { AuditEvent } from '@rampart/contracts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell, type PageAction } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDeleteRisk } from '../api/delete-risk.ts';
import { useRisk } from '../api/get-risk.ts';
import { AriaRiskCard } from './aria-risk-card.tsx';
import { MappedControls } from './mapped-controls.tsx';
import { RiskDetailsList } from './risk-details-list.tsx';
import { RiskFormDialog } from './risk-form-dialog.tsx';
import { RiskHistory } from './risk-history.tsx';
import { RiskPositions } from './risk-position.tsx';
import { RiskSources } from './risk-sources.tsx';

type RiskDetailPageProps = {
  riskId: string;
  /** Present only for roles with audit:read. */
  renderHistoryEvent?: (event: AuditEvent) => ReactNode;
  /** Composed by the app: more ways to act on the risk's controls (ARIA generation). */
  controlsExtra?: ReactNode;
};

const crumbs = (title: string) => [
  { label: 'Risk Register', to: '/dashboard/risks' },
  { label: title },
];

export const RiskDetailPage = ({
  riskId,
  renderHistoryEvent,
  controlsExtra,
}: RiskDetailPageProps) => {
  const risk = useRisk(riskId);
  const remove = useDeleteRisk();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);

  if (risk.isPending) {
    return (
      <PageShell title="Risk" breadcrumbs={crumbs('Loading…')} maxWidth="xl">
        <div role="status" className="grid gap-6 xl:grid-cols-[2fr_1fr]">
          <span className="sr-only">Loading risk</span>
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
          <Skeleton className="h-32" />
        </div>
      </PageShell>
    );
  }
  if (risk.isError) {
    const missing = risk.error instanceof ApiError && risk.error.status === 404;
    return (
      <PageShell title={missing ? 'Risk not found' : 'Risk'} breadcrumbs={crumbs('Risk')}>
        <Card>
          {missing ? (
            <EmptyState
              icon={SearchX}
              title="This risk does not exist or was deleted"
              action={
                <Link to="/dashboard/risks" search={{}} className={buttonClasses('secondary')}>
                  Back to the register
                </Link>
              }
            />
          ) : (
            <ErrorState
              title="Failed to load risk"
              error={risk.error}
              onRetry={() => void risk.refetch()}
              retrying={risk.isFetching}
            />
          )}
        </Card>
      </PageShell>
    );
  }

  const r = risk.data;
  const actions: PageAction[] = [];
  // Assessing saves the risk: offered to those the server lets update it (its abilities).
  if (r.abilities.update)
    actions.push({
      label: 'Assess',
      icon: ClipboardCheck,
      onClick: () => void navigate({ to: '/dashboard/risks/assessment', search: { riskId: r.id } }),
    });
  if (r.abilities.delete)
    actions.push({ label: 'Delete', icon: Trash2, onClick: () => setDialog('delete') });

  return (
    <PageShell
      title={r.title}
      subtitle={r.description || undefined}
      breadcrumbs={crumbs(r.title)}
      primaryAction={
        r.abilities.update
          ? { label: 'Edit', icon: Pencil, onClick: () => setDialog('edit') }
          : undefined
      }
      secondaryActions={actions}
    >
      {/* Narrow: assessment, details, controls, history. Wide: details beside the rest. */}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="min-w-0 xl:col-start-1">
          <CardHeader
            title="Assessment"
            description="Score = likelihood × impact, on scales of 1 to 5."
          />
          <CardContent>
            <RiskPositions risk={r} />
          </CardContent>
        </Card>
        <Card className="xl:col-start-2 xl:row-span-3 xl:row-start-1">
          <CardHeader title="Details" />
          <CardContent className="py-1">
            <RiskDetailsList risk={r} />
          </CardContent>
        </Card>
        <div className="min-w-0 xl:col-start-1 empty:hidden">
          <RiskSources riskId={r.id} />
        </div>
        <div className="min-w-0 xl:col-start-1">
          <MappedControls riskId={r.id} canWrite={r.abilities.update} basis={r.residualBasis} />
          {controlsExtra ? <div className="mt-3">{controlsExtra}</div> : null}
        </div>
        <div className="min-w-0 xl:col-start-1">
          <AriaRiskCard riskId={r.id} mappedControlIds={r.controls} canMap={r.abilities.update} />
        </div>
        {renderHistoryEvent ? (
          <div className="min-w-0 xl:col-start-1">
            <RiskHistory riskId={r.id} renderEvent={renderHistoryEvent} />
          </div>
        ) : null}
      </div>
      {r.abilities.update ? (
        <RiskFormDialog
          open={dialog === 'edit'}
          onOpenChange={(o) => setDialog(o ? 'edit' : null)}
          risk={r}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(o) => setDialog(o ? 'delete' : null)}
        title="Delete this risk?"
        description={`"${r.title}", its control mappings and review schedule are removed for everyone. The audit log keeps a record.`}
        confirmLabel="Delete risk"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(r.id, {
            onSuccess: () => {
              toast({ title: 'Risk deleted', description: r.title });
              void navigate({ to: '/dashboard/risks', search: {} });
            },
            onError: (err) =>
              toast({
                title: 'Failed to delete risk',
                description: errorMessage(err),
                variant: 'destructive',
              }),
          })
        }
      />
    </PageShell>
  );
};
