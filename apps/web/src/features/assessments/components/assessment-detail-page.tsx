import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { FileSpreadsheet, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { formatDate } from '@rampart/domain';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { PageShell, type PageAction, type PageStat } from '../../../components/ui/page-shell.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDownloadSoa } from '../api/download-soa.ts';
import { exportAssessmentResults } from '../api/export-assessment-results.ts';
import { useAssessment } from '../api/get-assessment.ts';
import { countResults, INITIAL_VIEW, type RequirementsView } from '../lib/requirements-view.ts';
import { AssessmentFormDialog } from './assessment-form-dialog.tsx';
import { DeleteAssessmentDialog } from './delete-assessment-dialog.tsx';
import { FrozenBanner } from './frozen-banner.tsx';
import { RequirementsTable } from './requirements-table.tsx';
import { ResultDialog } from './result-dialog.tsx';
import { SignOffDialog } from './sign-off-dialog.tsx';
import { AssessmentStatusBadge } from './status-badges.tsx';

const crumbs = (name: string) => [
  { label: 'Compliance Hub' },
  { label: 'Assessments', to: '/dashboard/assessments' },
  { label: name },
];

type Dialog = 'edit' | 'delete' | 'sign-off' | null;

/** /dashboard/assessments/$assessmentId: the requirements, their results, and the sign-off. */
export const AssessmentDetailPage = ({ assessmentId }: { assessmentId: string }) => {
  const navigate = useNavigate();
  const detail = useAssessment(assessmentId);
  const soa = useDownloadSoa();
  const [view, setView] = useState<RequirementsView>(INITIAL_VIEW);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const requirements = detail.data?.requirements;
  const counts = useMemo(() => (requirements ? countResults(requirements) : null), [requirements]);

  if (!detail.data) {
    if (detail.isError) {
      const missing = detail.error instanceof ApiError && detail.error.status === 404;
      return (
        <PageShell
          title={missing ? 'Assessment not found' : 'Assessment'}
          breadcrumbs={crumbs('Assessment')}
        >
          <Card>
            <ErrorState
              title={missing ? 'This assessment does not exist' : 'Failed to load the assessment'}
              error={
                missing
                  ? 'It may have been deleted, or it belongs to another organisation.'
                  : detail.error
              }
              onRetry={missing ? undefined : () => void detail.refetch()}
              retrying={detail.isFetching}
            />
          </Card>
        </PageShell>
      );
    }
    return (
      <PageShell title="Assessment" breadcrumbs={crumbs('Assessment')}>
        <Card>
          <SkeletonRows rows={8} label="Loading the assessment" />
        </Card>
      </PageShell>
    );
  }

  const { assessment: a, frozen } = detail.data;
  const c = counts!;
  const stats: PageStat[] = [
    { label: 'Status', value: <AssessmentStatusBadge status={a.status} /> },
    { label: 'Assessed', value: `${a.progress.assessed} of ${a.progress.total}` },
    { label: 'Met', value: c.met },
    { label: 'Partly met', value: c.partly_met },
    { label: 'Not met', value: c.not_met },
    { label: 'Not applicable', value: c.not_applicable },
    ...(frozen ? [] : [{ label: 'Need a result', value: c.open }]),
  ];
  const exportSoa = () =>
    soa.mutate(a.id, {
      onSuccess: (fileName) => toast({ title: 'Export ready', description: fileName }),
      onError: (err) =>
        toast({ title: 'Export failed', description: errorMessage(err), variant: 'destructive' }),
    });
  const secondary: PageAction[] = [
    ...(a.abilities.exportSoa
      ? [
          {
            label: 'Export SoA (XLSX)',
            icon: FileSpreadsheet,
            onClick: exportSoa,
            disabled: soa.isPending,
          },
        ]
      : []),
    ...(a.abilities.update
      ? [{ label: 'Edit details', icon: Pencil, onClick: () => setDialog('edit') }]
      : []),
    ...(a.abilities.delete
      ? [{ label: 'Delete', icon: Trash2, onClick: () => setDialog('delete') }]
      : []),
  ];
  const opened = openId ? (requirements?.find((r) => r.id === openId) ?? null) : null;

  return (
    <PageShell
      title={a.name}
      subtitle={
        <>
          {a.frameworkName} {a.frameworkVersion} · {formatDate(a.periodStart)} –{' '}
          {formatDate(a.periodEnd)} · Lead assessor: {a.leadAssessor?.name ?? 'nobody yet'}
        </>
      }
      maxWidth="2xl"
      breadcrumbs={crumbs(a.name)}
      stats={stats}
      primaryAction={
        a.abilities.signOff
          ? { label: 'Sign off', icon: ShieldCheck, onClick: () => setDialog('sign-off') }
          : undefined
      }
      secondaryActions={secondary}
    >
      {frozen ? <FrozenBanner assessment={a} /> : null}
      {detail.isError ? (
        <p role="alert" className="mb-3 text-[13px] text-danger-text">
          Failed to refresh the assessment: showing what was loaded.{' '}
          <button type="button" className="underline" onClick={() => void detail.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
      <div className="mb-3 flex justify-end">
        <ExportMenu
          what="results"
          exportFile={(format) => exportAssessmentResults(a.id, view, format)}
        />
      </div>
      <Card className="overflow-hidden">
        <RequirementsTable
          assessmentId={a.id}
          requirements={detail.data.requirements}
          editable={a.abilities.update}
          view={view}
          onViewChange={setView}
          onOpen={(r) => setOpenId(r.id)}
        />
      </Card>
      <ResultDialog
        assessmentId={a.id}
        requirement={opened}
        editable={a.abilities.update}
        frozen={frozen}
        onClose={() => setOpenId(null)}
      />
      {a.abilities.signOff ? (
        <SignOffDialog
          openDialog={dialog === 'sign-off'}
          onOpenChange={(o) => setDialog(o ? 'sign-off' : null)}
          assessmentId={a.id}
          name={a.name}
          open={c.open}
          onShowOpen={() => {
            setView({ result: 'open', search: '', page: 1 });
            setDialog(null);
          }}
        />
      ) : null}
      {a.abilities.update ? (
        <AssessmentFormDialog
          open={dialog === 'edit'}
          onOpenChange={(o) => setDialog(o ? 'edit' : null)}
          assessment={a}
        />
      ) : null}
      <DeleteAssessmentDialog
        assessment={dialog === 'delete' ? a : null}
        onOpenChange={(o) => !o && setDialog(null)}
        onDeleted={() => void navigate({ to: '/dashboard/assessments' })}
      />
    </PageShell>
  );
};
