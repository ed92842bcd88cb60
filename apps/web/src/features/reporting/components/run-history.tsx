import { History } from 'lucide-react';
import { useState } from 'react';
import type { ReportRun } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { TableHead, TableRow, Td as Cell, Th as Head } from '../../../components/ui/table.tsx';
import { API_BASE } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatBytes } from '../../../lib/files.ts';
import { useMemberName } from '../../../lib/members.ts';
import { saveDownload } from '../../../lib/save-download.ts';
import { runFilePath } from '../api/get-run.ts';
import { useRuns } from '../api/get-runs.ts';
import { fallbackFileName, FORMAT_LABELS, isActive, RUN_STATUS } from '../lib/run-labels.ts';
import { ScrollTable } from './scroll-table.tsx';

// Nine columns in the preview's width: narrower padding than a full-page table.
const Th = ({ className, ...props }: Parameters<typeof Head>[0]) => (
  <Head className={cn('px-3', className)} {...props} />
);
const Td = ({ className, ...props }: Parameters<typeof Cell>[0]) => (
  <Cell className={cn('px-3 whitespace-nowrap', className)} {...props} />
);

type Scope = 'report' | 'all';
const SCOPES: { value: Scope; label: string }[] = [
  { value: 'report', label: 'This report' },
  { value: 'all', label: 'All reports' },
];

const Status = ({ run }: { run: ReportRun }) => {
  const s = RUN_STATUS[run.status];
  return (
    <span className="inline-flex items-center gap-1.5">
      <Badge variant={s.variant}>{s.label}</Badge>
      {isActive(run) ? (
        <span className="text-xs text-muted tabular-nums">{run.progress}%</span>
      ) : null}
      {run.status === 'failed' && run.error ? (
        <span className="max-w-48 truncate text-xs text-danger-text" title={run.error}>
          {run.error}
        </span>
      ) : null}
    </span>
  );
};

/** The files made from this report (or all recent ones), newest first, each kept to download. */
export const RunHistory = ({ definitionId }: { definitionId: string | undefined }) => {
  const [scope, setScope] = useState<Scope>('report');
  const mine = definitionId && scope === 'report' ? definitionId : undefined;
  const runs = useRuns(mine);
  const nameOf = useMemberName();
  const items = runs.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader
        title="Run history"
        description={
          mine
            ? 'Every export and scheduled send of this saved report.'
            : 'Recent exports and scheduled sends in the organisation.'
        }
        actions={
          definitionId ? (
            <SegmentedControl label="Runs of" options={SCOPES} value={scope} onChange={setScope} />
          ) : null
        }
      />
      {runs.isPending ? (
        <SkeletonRows rows={3} label="Loading the run history" />
      ) : !runs.data ? (
        // A failed "Load more" keeps the runs already shown; only a failed first page replaces them.
        <ErrorState
          title="Could not load the run history"
          error={runs.error}
          onRetry={() => void runs.refetch()}
          retrying={runs.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={History}
          title="No runs yet"
          description="Exports and scheduled sends appear here with their files."
        />
      ) : (
        <ScrollTable label="Run history" className="max-h-96">
          <TableHead className="sticky top-0 bg-elevated">
            <tr>
              {mine ? null : <Th>Report</Th>}
              <Th>Format</Th>
              <Th>Status</Th>
              <Th>Run by</Th>
              <Th>When</Th>
              <Th className="text-right">Size</Th>
              <Th className="text-right">Pages</Th>
              <Th>
                <span className="sr-only">File</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {items.map((run) => (
              <TableRow key={run.id}>
                {mine ? null : (
                  <Td className="max-w-48 truncate font-medium text-fg" title={run.title}>
                    {run.title}
                  </Td>
                )}
                <Td>{FORMAT_LABELS[run.format]}</Td>
                <Td>
                  <Status run={run} />
                </Td>
                <Td>
                  {/* Who asked, or the schedule: one column, so the table fits beside the form. */}
                  {run.trigger === 'schedule'
                    ? 'Schedule'
                    : run.requestedBy
                      ? nameOf(run.requestedBy)
                      : 'Manual'}
                </Td>
                <Td className="whitespace-nowrap tabular-nums">{formatDateTime(run.createdAt)}</Td>
                <Td className="text-right tabular-nums">
                  {run.sizeBytes !== null ? formatBytes(run.sizeBytes) : '—'}
                </Td>
                <Td className="text-right tabular-nums">{run.pageCount ?? '—'}</Td>
                <Td className="py-1">
                  {run.status === 'completed' ? (
                    <DownloadLink
                      href={`${API_BASE}${runFilePath(run.id)}`}
                      fileName={fallbackFileName(run)}
                      download={() => saveDownload(runFilePath(run.id), fallbackFileName(run))}
                    />
                  ) : null}
                </Td>
              </TableRow>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <LoadMore query={runs} errorTitle="Could not load more runs" />
    </Card>
  );
};
