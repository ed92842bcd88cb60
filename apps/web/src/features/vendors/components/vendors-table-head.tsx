import { ariaSort, SortButton } from '../../../components/ui/sort-button.tsx';
import { TableHead, Th } from '../../../components/ui/table.tsx';
import type { SortDirection, VendorSortColumn } from '../lib/vendor-search.ts';

/** Columns of the register; those with sortBy are sorted by the server. */
export const VENDOR_COLUMNS: {
  label: string;
  sortBy?: VendorSortColumn;
  first?: SortDirection;
  className?: string;
}[] = [
  { label: 'Vendor', sortBy: 'name', first: 'asc', className: 'min-w-48' },
  { label: 'Category', className: 'hidden 2xl:table-cell' },
  { label: 'Tier', sortBy: 'tier', first: 'desc' },
  { label: 'Status' },
  { label: 'Compliance' },
  { label: 'Risk score', sortBy: 'riskScore', first: 'desc', className: 'text-right' },
  { label: 'Owner', className: 'hidden xl:table-cell' },
  { label: 'Next review', sortBy: 'nextReviewAt', first: 'asc' },
  { label: 'Open findings', className: 'text-right' },
];

type Props = {
  sortBy: VendorSortColumn;
  sortDirection: SortDirection;
  onSort: (sortBy: VendorSortColumn, sortDirection: SortDirection) => void;
};

export const VendorsTableHead = ({ sortBy, sortDirection, onSort }: Props) => (
  <TableHead className="bg-surface">
    <tr>
      {VENDOR_COLUMNS.map((c) => {
        const direction = c.sortBy === sortBy ? sortDirection : null;
        return (
          <Th
            key={c.label}
            aria-sort={c.sortBy ? ariaSort(direction) : undefined}
            className={c.className}
          >
            {c.sortBy ? (
              <SortButton
                label={c.label}
                direction={direction}
                onClick={() =>
                  onSort(
                    c.sortBy!,
                    direction ? (direction === 'asc' ? 'desc' : 'asc') : (c.first ?? 'desc'),
                  )
                }
              />
            ) : (
              c.label
            )}
          </Th>
        );
      })}
    </tr>
  </TableHead>
);
