import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '@rampart/domain';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { ASSESSMENTS_PAGE_SIZE, useAssessments } from '../api/get-assessments.ts';
import { ProgressMeter } from './progress-meter.tsx';
import { AssessmentStatusBadge } from './status-badges.tsx';

type Props = {
  page: number;
  onPageChange: (page: number) => void;
  /** Shown instead of the table when there are none. */
  empty: ReactNode;
};

/** The organisation's assessments, newest first, one server page at a time. */
export const AssessmentsTable = ({ page, onPageChange, empty }: Props) => {
  const list = useAssessments({ page });
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="Failed to load assessments"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const data = list.data;
  if (data && data.total === 0 && !list.isPlaceholderData) return <>{empty}</>;
  return (
    <div>
      <Table aria-label="Assessments" aria-busy={list.isFetching || undefined}>
        <TableHead>
          <tr>
            <Th>Name</Th>
            <Th>Framework</Th>
            <Th>Period</Th>
            <Th>Status</Th>
            <Th>Progress</Th>
          </tr>
        </TableHead>
        <tbody className={cn(list.isPlaceholderData && 'opacity-60')}>
          {!data
            ? Array.from({ length: 5 }, (_, i) => (
                <tr key={i} className="border-t border-border">
                  <td colSpan={5} className="px-4 py-3">
                    <Skeleton className="h-3.5 w-full" />
                  </td>
                </tr>
              ))
            : data.items.map((a) => (
                <TableRow key={a.id} className="hover:bg-hover">
                  <Td className="max-w-72">
                    <Link
                      to="/dashboard/assessments/$assessmentId"
                      params={{ assessmentId: a.id }}
                      className="block truncate font-medium text-fg hover:underline"
                    >
                      {a.name}
                    </Link>
                    <span className="block truncate text-xs text-muted">
                      Lead assessor: {a.leadAssessor?.name ?? 'nobody yet'}
                    </span>
                  </Td>
                  {/* Long framework names wrap, so Progress keeps its place at 1440 px. */}
                  <Td className="max-w-56 min-w-32">
                    {a.frameworkName}
                    {a.frameworkVersion ? (
                      <span className="text-muted"> {a.frameworkVersion}</span>
                    ) : null}
                  </Td>
                  <Td className="whitespace-nowrap tabular-nums">
                    {formatDate(a.periodStart)} – {formatDate(a.periodEnd)}
                  </Td>
                  <Td>
                    <AssessmentStatusBadge status={a.status} />
                  </Td>
                  <Td>
                    <ProgressMeter progress={a.progress} label={`Progress of ${a.name}`} />
                  </Td>
                </TableRow>
              ))}
        </tbody>
      </Table>
      {!data ? (
        <span role="status" className="sr-only">
          Loading assessments
        </span>
      ) : (
        <Pagination
          className="border-t border-border"
          page={page}
          pageSize={ASSESSMENTS_PAGE_SIZE}
          total={data.total}
          onPageChange={onPageChange}
          noun="assessments"
        />
      )}
      {list.isError && data ? (
        <p role="alert" className="border-t border-border px-4 py-2 text-[13px] text-danger-text">
          Failed to load assessments: showing the last rows loaded.{' '}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
};
