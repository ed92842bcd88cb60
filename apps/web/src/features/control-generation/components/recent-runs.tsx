import { formatMoment, LOCAL_TIME_ZONE } from '@rampart/domain';
import { Link } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAiJobs } from '../api/get-ai-jobs.ts';
import { JobStatusBadge } from './job-status-badge.tsx';

/** When a run started, in the reader's zone as moments read everywhere: "14:05", "Nov 21, 11:00". */
const when = (iso: string) => formatMoment(iso, new Date(), LOCAL_TIME_ZONE);

/** The organisation's latest generations, to come back to one. */
export const RecentRuns = () => {
  const jobs = useAiJobs();
  return (
    <Card>
      <CardHeader title="Recent generations" description="Single risks and bulk runs." />
      {jobs.isPending ? (
        <div role="status" className="grid gap-2 p-4">
          <span className="sr-only">Loading recent generations</span>
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
        </div>
      ) : jobs.isError ? (
        <ErrorState
          title="Failed to load recent generations"
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
        />
      ) : jobs.data.items.length === 0 ? (
        <EmptyState
          icon={History}
          title="No generations yet"
          description="Generated controls and bulk runs appear here."
        />
      ) : (
        <ul className="divide-y divide-border">
          {jobs.data.items.map((j) => (
            <li key={j.id} className="flex flex-wrap items-center gap-3 px-4 py-2 text-[13px]">
              <Link
                to="/dashboard/controls/generate"
                search={{ jobId: j.id }}
                className="min-w-0 flex-1 truncate font-medium text-fg hover:underline"
              >
                {j.kind === 'bulk_control_generation' ? `Bulk: ${j.label}` : j.label}
              </Link>
              <span className="text-muted tabular-nums">
                {j.totals.controls} controls · {j.progress}%
                {j.totals.batchesFailed && j.kind === 'bulk_control_generation'
                  ? ` · ${j.totals.batchesFailed} failed`
                  : ''}
                {j.applied ? ' · applied' : ''}
              </span>
              <span className="text-muted">{when(j.createdAt)}</span>
              <JobStatusBadge status={j.status} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
