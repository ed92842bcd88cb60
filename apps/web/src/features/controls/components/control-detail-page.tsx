import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Pencil, SearchX, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell, type PageAction } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useControl } from '../api/get-control.ts';
import { ControlDetailsList } from './control-details-list.tsx';
import { ControlFormDialog } from './control-form-dialog.tsx';
import { ControlTestsCard } from './control-tests-card.tsx';
import { DeleteControlDialog } from './delete-control-dialog.tsx';
import { EvidenceCard } from './evidence-card.tsx';
import { FindingsCard } from './findings-card.tsx';
import { ImplementationCard } from './implementation-card.tsx';
import { MappedRisksCard } from './mapped-risks-card.tsx';
import { TestScriptsCard } from './test-scripts-card.tsx';

type ControlDetailPageProps = {
  controlId: string;
  /** risks:write: map, re-rate and unmap risks. */
  canMapRisks: boolean;
  /** evidence:write: upload evidence and record findings. */
  canWriteEvidence: boolean;
};

const crumbs = (title: string) => [
  { label: 'Controls', to: '/dashboard/controls' },
  { label: title },
];

export const ControlDetailPage = ({
  controlId,
  canMapRisks,
  canWriteEvidence,
}: ControlDetailPageProps) => {
  const control = useControl(controlId);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);

  if (control.isPending) {
    return (
      <PageShell title="Control" breadcrumbs={crumbs('Loading…')}>
        <div role="status" className="grid gap-6 2xl:grid-cols-[2fr_1fr]">
          <span className="sr-only">Loading control</span>
          <Skeleton className="h-56" />
          <Skeleton className="h-72" />
          <Skeleton className="h-40" />
        </div>
      </PageShell>
    );
  }
  if (control.isError) {
    const missing = control.error instanceof ApiError && control.error.status === 404;
    return (
      <PageShell title={missing ? 'Control not found' : 'Control'} breadcrumbs={crumbs('Control')}>
        <Card>
          {missing ? (
            <EmptyState
              icon={SearchX}
              title="This control does not exist or was deleted"
              action={
                <Link to="/dashboard/controls" search={{}} className={buttonClasses('secondary')}>
                  Back to controls
                </Link>
              }
            />
          ) : (
            <ErrorState
              title="Failed to load control"
              error={control.error}
              onRetry={() => void control.refetch()}
              retrying={control.isFetching}
            />
          )}
        </Card>
      </PageShell>
    );
  }

  const c = control.data;
  const actions: PageAction[] = c.abilities.delete
    ? [{ label: 'Delete', icon: Trash2, onClick: () => setDialog('delete') }]
    : [];
  return (
    <PageShell
      title={c.title}
      subtitle={c.description || undefined}
      breadcrumbs={crumbs(c.title)}
      primaryAction={
        c.abilities.update
          ? { label: 'Edit', icon: Pencil, onClick: () => setDialog('edit') }
          : undefined
      }
      secondaryActions={actions}
    >
      {/* Details come first (on top) until the screen is wide enough for a side column. */}
      <div className="grid items-start gap-6 2xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="2xl:sticky 2xl:top-6 2xl:order-last">
          <CardHeader title="Details" />
          <CardContent className="overflow-hidden pt-1 pb-0">
            <ControlDetailsList control={c} />
          </CardContent>
        </Card>
        <div className="flex min-w-0 flex-col gap-6">
          <ImplementationCard control={c} />
          <ControlTestsCard control={c} />
          <MappedRisksCard controlId={c.id} canWrite={canMapRisks} />
          <EvidenceCard controlId={c.id} canUpload={canWriteEvidence} />
          <FindingsCard controlId={c.id} canCreate={canWriteEvidence} />
          <TestScriptsCard control={c} />
        </div>
      </div>
      {c.abilities.update ? (
        <ControlFormDialog
          open={dialog === 'edit'}
          onOpenChange={(o) => setDialog(o ? 'edit' : null)}
          control={c}
        />
      ) : null}
      <DeleteControlDialog
        control={dialog === 'delete' ? c : null}
        onOpenChange={(o) => !o && setDialog(null)}
        onDeleted={() => void navigate({ to: '/dashboard/controls', search: {} })}
      />
    </PageShell>
  );
};
