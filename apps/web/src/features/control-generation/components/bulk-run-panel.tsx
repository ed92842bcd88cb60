import { formatMoment, LOCAL_TIME_ZONE } from '@rampart/domain';
import { Link } from '@tanstack/react-router';
import { Ban, SearchX } from 'lucide-react';
import type { AiJob } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCancelAiJob } from '../api/cancel-ai-job.ts';
import { isRunning, useAiJob } from '../api/get-ai-job.ts';
import { engineLabel, generationFailure } from '../lib/format.ts';
import { JobStatusBadge } from './job-status-badge.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { ResultsPanel } from './results-panel.tsx';

const RiskRef = ({ job, riskId }: { job: AiJob; riskId: string }) => (
  <li>
    <Link
      to="/dashboard/risks/$riskId"
      params={{ riskId }}
      className="text-accent-text underline underline-offset-2"
    >
      {job.riskTitles[riskId] ?? 'Risk'}
    </Link>{' '}
    <code className="text-xs text-muted">{riskId}</code>
  </li>
);

const Progress = ({ job }: { job: AiJob }) => {
  const cancel = useCancelAiJob();
  const t = job.totals;
  return (
    <Card>
      <CardHeader
        title={`Bulk generation for ${job.label}`}
        description={`${engineLabel(job.engine)} · batches of ${job.batchSize} · started ${formatMoment(job.createdAt, new Date(), LOCAL_TIME_ZONE)}`}
        actions={
          <>
            <JobStatusBadge status={job.status} />
            {isRunning(job) ? (
              <Button
                size="sm"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(job.id, {
                    onSuccess: () => toast({ title: 'Generation cancelled' }),
                    onError: (err) =>
                      toast({
                        title: 'Failed to cancel',
                        description: errorMessage(err),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                {cancel.isPending ? null : <Ban aria-hidden />}
                Cancel
              </Button>
            ) : null}
          </>
        }
      />
      <CardContent className="grid gap-4">
        <ProgressBar value={job.progress} label="Bulk generation progress" />
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {[
            ['Batches done', `${t.batchesDone} of ${t.batches}`],
            ['Failed batches', String(t.batchesFailed)],
            ['Risks', String(t.risks)],
            ['Controls generated', String(t.controls)],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="text-lg font-semibold text-fg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {job.status === 'failed' && job.error ? (
          <FormMessage>{generationFailure(job.error)}</FormMessage>
        ) : null}
        {job.failedBatches.length > 0 ? (
          <section aria-label="Failed batches">
            <h3 className="mb-2 text-sm font-semibold text-fg">Failed batches</h3>
            <table className="w-full text-left text-[13px]">
              <thead className="text-xs text-muted">
                <tr>
                  <th className="py-1 pr-4 font-medium">Batch index</th>
                  <th className="py-1 pr-4 font-medium">Message</th>
                  <th className="py-1 font-medium">Risks</th>
                </tr>
              </thead>
              <tbody>
                {job.failedBatches.map((b) => (
                  <tr key={b.index} className="border-t border-border align-top">
                    <td className="py-2 pr-4 whitespace-nowrap tabular-nums">
                      <Badge variant="danger">#{b.index}</Badge>
                      <span className="ml-1.5 text-muted">
                        ({b.index + 1} of {t.batches})
                      </span>
                    </td>
                    <td className="py-2 pr-4 text-fg">{b.message}</td>
                    <td className="py-2">
                      <ul className="grid gap-0.5">
                        {b.riskIds.map((id) => (
                          <RiskRef key={id} job={job} riskId={id} />
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
};

/** A bulk run: progress, batches, failed batches and results, kept across reloads (polled). */
export const BulkRunPanel = ({ jobId, canApply }: { jobId: string; canApply: boolean }) => {
  const job = useAiJob(jobId);
  if (job.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Loading the run</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (job.isError) {
    return (
      <Card>
        {job.error instanceof ApiError && job.error.status === 404 ? (
          <EmptyState icon={SearchX} title="This run does not exist" />
        ) : (
          <ErrorState
            title="Failed to load the run"
            error={job.error}
            onRetry={() => void job.refetch()}
            retrying={job.isFetching}
          />
        )}
      </Card>
    );
  }
  const j = job.data;
  return (
    <div className="grid gap-6">
      <Progress job={j} />
      {j.results.length > 0 && !isRunning(j) ? (
        <Card>
          <CardHeader
            title="Results"
            description="Every generated control is selected; apply creates them in the register, mapped to their risks."
          />
          <CardContent>
            <ResultsPanel
              key={j.id}
              jobId={j.id}
              results={j.results}
              applied={j.appliedDetail}
              canApply={canApply && j.status === 'completed'}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
};
