import type { ReactNode } from 'react';
import type { Finding } from '@rampart/contracts';
import { shortTitles } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFindingsPage } from '../api/get-findings-page.ts';
import {
  FINDINGS_PAGE_SIZE,
  pageCount,
  type FindingListParams,
  type FindingSortColumn,
  type SortDirection,
} from '../lib/findings-search.ts';
import { FindingRow } from './finding-row.tsx';
import { FINDING_COLUMN_COUNT, FindingsTableHead } from './findings-table-head.tsx';

/** About two lines of the title column; the full title is the button's name and tooltip. */
const FINDING_TITLE_SHOWN = 90;

type Props = {
  params: FindingListParams;
  page: number;
  onPageChange: (page: number) => void;
  onSort: (sortBy: FindingSortColumn, sortDirection: SortDirection) => void;
  onOpen: (finding: Finding) => void;
  /** Shown instead of the table when the server has no rows for these filters. */
  empty: ReactNode;
};

const SKELETON_ROWS = 8;

/** One server page of findings (50 rows), sorted and filtered by the server. */
export const FindingsTable = ({ params, page, onPageChange, onSort, onOpen, empty }: Props) => {
  const findings = useFindingsPage(params, page);
  if (findings.isError && !findings.data) {
    return (
      <ErrorState
        title="Failed to load findings"
        error={findings.error}
        onRetry={() => void findings.refetch()}
        retrying={findings.isFetching}
      />
    );
  }
  const data = findings.data;
  if (data && data.total === 0 && !findings.isPlaceholderData) return <>{empty}</>;

  const rows = data?.items ?? [];
  // Findings on one control open with its title: each shows the part that tells it apart.
  const shown = shortTitles(
    rows.map((f) => f.title),
    FINDING_TITLE_SHOWN,
  );
  // Rows were resolved or deleted behind this page (or the URL named a page past the end).
  if (data && rows.length === 0 && !findings.isPlaceholderData) {
    const last = pageCount(data.total);
    return (
      <EmptyState
        title="No findings on this page"
        description={`The list has ${data.total.toLocaleString()} findings on ${last.toLocaleString()} pages.`}
        action={<Button onClick={() => onPageChange(last)}>Go to page {last}</Button>}
      />
    );
  }
  return (
    <div>
      <Table
        aria-label="Findings"
        aria-busy={findings.isFetching || undefined}
        className="[&_td]:px-3 [&_th]:px-3"
      >
        <FindingsTableHead
          sortBy={params.sortBy}
          sortDirection={params.sortDirection}
          onSort={onSort}
        />
        <tbody className={cn(findings.isPlaceholderData && 'opacity-60')}>
          {!data
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} className="border-t border-border">
                  <td colSpan={FINDING_COLUMN_COUNT} className="px-4 py-3">
                    <Skeleton className="h-3.5 w-full" />
                  </td>
                </tr>
              ))
            : rows.map((f, i) => (
                <FindingRow key={f.id} finding={f} shownTitle={shown[i]!} onOpen={onOpen} />
              ))}
        </tbody>
      </Table>
      {!data ? (
        <span role="status" className="sr-only">
          Loading findings
        </span>
      ) : (
        <Pagination
          className="border-t border-border"
          page={page}
          pageSize={FINDINGS_PAGE_SIZE}
          total={data.total}
          onPageChange={onPageChange}
          noun="findings"
        />
      )}
      {findings.isError && data ? (
        <p role="alert" className="border-t border-border px-4 py-2 text-[13px] text-danger-text">
          Failed to load findings: showing the last rows loaded.{' '}
          <button type="button" className="underline" onClick={() => void findings.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
};
