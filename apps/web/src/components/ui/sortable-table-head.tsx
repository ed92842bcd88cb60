import { ariaSort, SortButton } from './sort-button.tsx';
import { TableHead, Th } from './table.tsx';

export type SortDirection = 'asc' | 'desc';

/** A column of a server-sorted table; one with sortBy has a sort button. */
export type SortableColumn<S extends string> = {
  label: string;
  sortBy?: S;
  /** The direction of a first click: what people look for first. */
  first?: SortDirection;
  className?: string;
};

type Props<S extends string> = {
  columns: readonly SortableColumn<S>[];
  sortBy: S;
  sortDirection: SortDirection;
  onSort: (sortBy: S, sortDirection: SortDirection) => void;
};

/** A table's head whose sortable columns toggle the server's sort (aria-sort on the one in use). */
export const SortableTableHead = <S extends string>({
  columns,
  sortBy,
  sortDirection,
  onSort,
}: Props<S>) => (
  <TableHead className="bg-surface">
    <tr>
      {columns.map((c) => {
        const direction = c.sortBy === sortBy ? sortDirection : null;
        const column = c.sortBy;
        return (
          <Th
            key={c.label}
            aria-sort={column ? ariaSort(direction) : undefined}
            className={c.className}
          >
            {column ? (
              <SortButton
                label={c.label}
                direction={direction}
                onClick={() =>
                  onSort(
                    column,
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
