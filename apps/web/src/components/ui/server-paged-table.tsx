import { formatNumber } from '@rampart/domain';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@rampart/contracts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { Pagination } from './pagination.tsx';
import { Skeleton } from './skeleton.tsx';
import { Table } from './table.tsx';
import { cn } from '../../lib/cn.ts';
import { pageCount } from '../../lib/search-params.ts';

type Props<T> = {
  /** One page of the list, asked with keepPreviousData so new filters do not flash empty. */
  query: UseQueryResult<Page<T>> & { isPlaceholderData: boolean };
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** What the rows are, in the messages: "vendors". */
  noun: string;
  /** How the range and the page count name them, when not `noun`: "rows". */
  countNoun?: string;
  /** The table's accessible name: "Vendors". */
  label: string;
  /** Shown instead of the table when the server has no rows for these filters. */
  empty: ReactNode;
  /** Columns the loading rows span, and how many loading rows. */
  columns: number;
  skeletonRows?: number;
  /** Says so, with a way back, when a page past the end is asked (rows deleted behind it). */
  pageGone?: boolean;
  className?: string;
  /** The head, given the rows shown (a select-all box needs them). */
  head: (rows: readonly T[]) => ReactNode;
  children: (rows: readonly T[]) => ReactNode;
};

/**
 * The scaffold every server-paged table shares: loading rows, a failure with retry (keeping the
 * last rows when a later page fails), the empty state, a page past the end, and the pager.
 */
export const ServerPagedTable = <T,>({
  query,
  page,
  pageSize,
  onPageChange,
  noun,
  countNoun = noun,
  label,
  empty,
  columns,
  skeletonRows = 8,
  pageGone = true,
  className = '[&_td]:px-3 [&_th]:px-3',
  head,
  children,
}: Props<T>) => {
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={`Failed to load ${noun}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data;
  if (data && data.total === 0 && !query.isPlaceholderData) return <>{empty}</>;

  const rows = data?.items ?? [];
  // Rows were deleted behind this page (or the URL named a page past the end).
  if (pageGone && data && rows.length === 0 && !query.isPlaceholderData) {
    const last = pageCount(data.total, pageSize);
    return (
      <EmptyState
        title={`No ${noun} on this page`}
        description={`The list has ${formatNumber(data.total)} ${countNoun} on ${formatNumber(last)} pages.`}
        action={<Button onClick={() => onPageChange(last)}>Go to page {last}</Button>}
      />
    );
  }
  return (
    <div>
      <Table aria-label={label} aria-busy={query.isFetching || undefined} className={className}>
        {head(rows)}
        <tbody className={cn(query.isPlaceholderData && 'opacity-60')}>
          {!data
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i} className="border-t border-border">
                  <td colSpan={columns} className="px-4 py-3">
                    <Skeleton className="h-3.5 w-full" />
                  </td>
                </tr>
              ))
            : children(rows)}
        </tbody>
      </Table>
      {!data ? (
        <span role="status" className="sr-only">
          Loading {noun}
        </span>
      ) : (
        <Pagination
          className="border-t border-border"
          page={page}
          pageSize={pageSize}
          total={data.total}
          onPageChange={onPageChange}
          noun={countNoun}
        />
      )}
      {query.isError && data ? (
        <p role="alert" className="border-t border-border px-4 py-2 text-[13px] text-danger-text">
          Failed to load {noun}: showing the last rows loaded.{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
};
