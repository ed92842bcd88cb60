import { formatNumber } from '@rampart/domain';
import { useState } from 'react';
import { ClipboardList, Plus } from 'lucide-react';
import { useNavigate } from '@tanstack/react-router';
import { LIST_LIMIT_MAX } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { exportAssessments } from '../api/export-assessments.ts';
import { useAssessments } from '../api/get-assessments.ts';
import { assessmentStats } from '../lib/assessment-stats.ts';
import { AssessmentFormDialog } from './assessment-form-dialog.tsx';
import { AssessmentsTable } from './assessments-table.tsx';

const pending = <Skeleton className="my-1 h-5 w-10" />;

/** /dashboard/assessments: every assessment of the organisation, and a new one. */
export const AssessmentsPage = ({ canWrite }: { canWrite: boolean }) => {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  // The figures read the open assessments in one page (organisations hold tens, not hundreds).
  const open = useAssessments({ status: 'in_progress', limit: LIST_LIMIT_MAX });
  const signed = useAssessments({ status: 'signed_off', limit: 1 });
  const share = open.data ? assessmentStats(open.data.items).percentAssessed : undefined;
  const stats: PageStat[] = [
    {
      label: 'In progress',
      value:
        (open.data ? formatNumber(open.data.total) : undefined) ?? (open.isError ? '—' : pending),
    },
    {
      label: 'Signed off',
      value:
        (signed.data ? formatNumber(signed.data.total) : undefined) ??
        (signed.isError ? '—' : pending),
    },
    {
      label: 'Requirements assessed',
      value:
        share === undefined ? (open.isError ? '—' : pending) : share === null ? '—' : `${share}%`,
    },
  ];
  const create = () => setCreating(true);

  return (
    <PageShell
      title="Assessments"
      subtitle="Each assessment judges one framework for an audit period, requirement by requirement, and is frozen once signed off."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Compliance Hub' }, { label: 'Assessments' }]}
      stats={stats}
      primaryAction={
        canWrite ? { label: 'New assessment', icon: Plus, onClick: create } : undefined
      }
    >
      <div className="mb-3 flex justify-end">
        <ExportMenu what="assessments" exportFile={exportAssessments} />
      </div>
      <Card className="overflow-hidden">
        <AssessmentsTable
          page={page}
          onPageChange={setPage}
          empty={
            <EmptyState
              icon={ClipboardList}
              title="No assessments yet"
              description="Start one for a framework and an audit period: record a result for each requirement with its evidence and findings, then sign it off. ISO 27001 assessments export a Statement of Applicability."
              action={
                canWrite ? (
                  <Button variant="primary" onClick={create}>
                    <Plus aria-hidden />
                    New assessment
                  </Button>
                ) : null
              }
            />
          }
        />
      </Card>
      {canWrite ? (
        <AssessmentFormDialog
          open={creating}
          onOpenChange={setCreating}
          onSaved={(saved) =>
            void navigate({
              to: '/dashboard/assessments/$assessmentId',
              params: { assessmentId: saved.id },
            })
          }
        />
      ) : null}
    </PageShell>
  );
};
