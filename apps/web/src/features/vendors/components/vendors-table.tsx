import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { useVendors } from '../api/get-vendors.ts';
import {
  pageCount,
  VENDORS_PAGE_SIZE,
  type SortDirection,
  type VendorListParams,
  type VendorSortColumn,
} from '../lib/vendor-search.ts';
import { VendorRow } from './vendor-row.tsx';
import { VENDOR_COLUMNS, VendorsTableHead } from './vendors-table-head.tsx';

type Props = {
  params: VendorListParams;
  page: number;
  onPageChange: (page: number) => void;
  onSort: (sortBy: VendorSortColumn, sortDirection: SortDirection) => void;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
};

const SKELETON_ROWS = 8;

/** One server page of vendors (50 rows), sorted and filtered by the server. */
export const VendorsTable = ({ params, page, onPageChange, onSort, empty }: Props) => {
  const vendors = useVendors(params, page);
  if (vendors.isError && !vendors.data) {
    return (
      <ErrorState
        title="Failed to load vendors"
        error={vendors.error}
        onRetry={() => void vendors.refetch()}
        retrying={vendors.isFetching}
      />
    );
  }
  const data = vendors.data;
  if (data && data.total === 0 && !vendors.isPlaceholderData) return <>{empty}</>;

  const rows = data?.items ?? [];
  // Rows were deleted behind this page (or the URL named a page past the end).
  if (data && rows.length === 0 && !vendors.isPlaceholderData) {
    const last = pageCount(data.total);
    return (
      <EmptyState
        title="No vendors on this page"
        description={`The list has ${data.total.toLocaleString()} vendors on ${last.toLocaleString()} pages.`}
        action={<Button onClick={() => onPageChange(last)}>Go to page {last}</Button>}
      />
    );
  }
  return (
    <div>
      <Table
        aria-label="Vendors"
        aria-busy={vendors.isFetching || undefined}
        className="[&_td]:px-3 [&_th]:px-3"
      >
        <VendorsTableHead
          sortBy={params.sortBy}
          sortDirection={params.sortDirection}
          onSort={onSort}
        />
        <tbody className={cn(vendors.isPlaceholderData && 'opacity-60')}>
          {!data
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} className="border-t border-border">
                  <td colSpan={VENDOR_COLUMNS.length} className="px-4 py-3">
                    <Skeleton className="h-3.5 w-full" />
                  </td>
                </tr>
              ))
            : rows.map((v) => <VendorRow key={v.id} vendor={v} />)}
        </tbody>
      </Table>
      {!data ? (
        <span role="status" className="sr-only">
          Loading vendors
        </span>
      ) : (
        <Pagination
          className="border-t border-border"
          page={page}
          pageSize={VENDORS_PAGE_SIZE}
          total={data.total}
          onPageChange={onPageChange}
          noun="vendors"
        />
      )}
      {vendors.isError && data ? (
        <p role="alert" className="border-t border-border px-4 py-2 text-[13px] text-danger-text">
          Failed to load vendors: showing the last rows loaded.{' '}
          <button type="button" className="underline" onClick={() => void vendors.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
};
