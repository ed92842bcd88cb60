import type { ReactNode } from 'react';
import { ServerPagedTable } from '../../../components/ui/server-paged-table.tsx';
import { useVendors } from '../api/get-vendors.ts';
import {
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

/** One server page of vendors (50 rows), sorted and filtered by the server. */
export const VendorsTable = ({ params, page, onPageChange, onSort, empty }: Props) => {
  const vendors = useVendors(params, page);
  return (
    <ServerPagedTable
      query={vendors}
      page={page}
      pageSize={VENDORS_PAGE_SIZE}
      onPageChange={onPageChange}
      noun="vendors"
      label="Vendors"
      empty={empty}
      columns={VENDOR_COLUMNS.length}
      head={() => (
        <VendorsTableHead
          sortBy={params.sortBy}
          sortDirection={params.sortDirection}
          onSort={onSort}
        />
      )}
    >
      {(rows) => rows.map((v) => <VendorRow key={v.id} vendor={v} />)}
    </ServerPagedTable>
  );
};
