import { ariaSort, SortButton } from '../../../components/ui/sort-button.tsx';
import { TableHead, Th } from '../../../components/ui/table.tsx';
import type { FindingSortColumn, SortDirection } from '../lib/findings-search.ts';

/**
 * The widest columns show only where the table has room (the sidebar open on a 1440 px screen);
 * below that the owner and the linked risk fold into other cells, and the opened date is left out.
 */
export const WIDE_ONLY = 'hidden min-[1400px]:table-cell';
export const WIDE_ONLY_HIDDEN = 'min-[1400px]:hidden';

/** Columns of the register; those with sortBy are sorted by the server. */
const COLUMNS: {
  label: string;
  sortBy?: FindingSortColumn;
  /** The direction of a first click: what people look for first. */
  first?: SortDirection;
  className?: string;
}[] = [
  { label: 'Finding', sortBy: 'title', first: 'asc' },
  { label: 'Severity', sortBy: 'severity', first: 'desc' },
  { label: 'Status', sortBy: 'status', first: 'asc' },
  { label: 'Owner', className: 'hidden xl:table-cell' },
  { label: 'Due', sortBy: 'dueDate', first: 'asc' },
  { label: 'Source' },
  { label: 'Linked risk', className: WIDE_ONLY },
  { label: 'Opened', sortBy: 'createdAt', first: 'desc', className: WIDE_ONLY },
];
export const FINDING_COLUMN_COUNT = COLUMNS.length;

type Props = {
  sortBy: FindingSortColumn;
  sortDirection: SortDirection;
  onSort: (sortBy: FindingSortColumn, sortDirection: SortDirection) => void;
};

export const FindingsTableHead = ({ sortBy, sortDirection, onSort }: Props) => (
  <TableHead className="bg-surface">
    <tr>
      {COLUMNS.map((c) => {
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
