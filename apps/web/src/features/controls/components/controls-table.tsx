import type { ReactNode } from 'react';
import type { Control } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { useControls } from '../api/get-controls.ts';
import {
  CONTROLS_PAGE_SIZE,
  pageCount,
  type ControlListParams,
  type ControlSortColumn,
  type SortDirection,
} from '../lib/controls-search.ts';
import { ControlRow } from './control-row.tsx';
import { ControlsTableHead } from './controls-table-head.tsx';

type ControlsTableProps = {
  params: ControlListParams;
  page: number;
  onPageChange: (page: number) => void;
  onSort: (sortBy: ControlSortColumn, sortDirection: SortDirection) => void;
  /** Absent when the user may not select (no controls:write). */
  selection?: {
    selected: ReadonlySet<string>;
    onToggleMany: (ids: string[], selected: boolean) => void;
  };
  onEdit: (control: Control) => void;
  onDelete: (control: Control) => void;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
};

const SKELETON_ROWS = 8;

/** One server page of controls (50 rows), sorted and filtered by the server. */
export const ControlsTable = ({
  params,
  page,
  onPageChange,
  onSort,
  selection,
  onEdit,
  onDelete,
  empty,
}: ControlsTableProps) => {
  const controls = useControls(params, page);
  if (controls.isError && !controls.data) {
    return (
      <ErrorState
        title="Failed to load controls"
        error={controls.error}
        onRetry={() => void controls.refetch()}
        retrying={controls.isFetching}
      />
    );
  }
  const data = controls.data;
  if (data && data.total === 0 && !controls.isPlaceholderData) return <>{empty}</>;

  const rows = data?.items ?? [];
  // Rows were deleted behind this page (or the URL named a page past the end).
  if (data && rows.length === 0 && !controls.isPlaceholderData) {
    const last = pageCount(data.total);
    return (
      <EmptyState
        title="No controls on this page"
        description={`The list has ${data.total.toLocaleString()} controls on ${last.toLocaleString()} pages.`}
        action={<Button onClick={() => onPageChange(last)}>Go to page {last}</Button>}
      />
    );
  }
  const ids = rows.map((c) => c.id);
  const picked = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  const toggle = (id: string, on: boolean) => selection?.onToggleMany([id], on);
  return (
    <div>
      <Table
        aria-label="Controls"
        aria-busy={controls.isFetching || undefined}
        className="[&_td]:px-3 [&_th]:px-3"
      >
        <ControlsTableHead
          sortBy={params.sortBy}
          sortDirection={params.sortDirection}
          onSort={onSort}
          selection={
            selection && rows.length > 0
              ? {
                  state: picked === 0 ? 'none' : picked === ids.length ? 'all' : 'some',
                  onToggleAll: (on) => selection.onToggleMany(ids, on),
                }
              : undefined
          }
        />
        <tbody className={cn(controls.isPlaceholderData && 'opacity-60')}>
          {!data
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} className="border-t border-border">
                  <td colSpan={8} className="px-4 py-3">
                    <Skeleton className="h-3.5 w-full" />
                  </td>
                </tr>
              ))
            : rows.map((c) => (
                <ControlRow
                  key={c.id}
                  control={c}
                  selected={selection ? selection.selected.has(c.id) : undefined}
                  onToggle={toggle}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))}
        </tbody>
      </Table>
      {!data ? (
        <span role="status" className="sr-only">
          Loading controls
        </span>
      ) : (
        <Pagination
          className="border-t border-border"
          page={page}
          pageSize={CONTROLS_PAGE_SIZE}
          total={data.total}
          onPageChange={onPageChange}
          noun="controls"
        />
      )}
      {controls.isError && data ? (
        <p role="alert" className="border-t border-border px-4 py-2 text-[13px] text-danger-text">
          Failed to load controls: showing the last rows loaded.{' '}
          <button type="button" className="underline" onClick={() => void controls.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
};
