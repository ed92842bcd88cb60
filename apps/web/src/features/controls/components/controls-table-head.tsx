import { useEffect, useRef } from 'react';
import { Checkbox } from '../../../components/ui/input.tsx';
import { ariaSort, SortButton } from '../../../components/ui/sort-button.tsx';
import { TableHead, Th } from '../../../components/ui/table.tsx';
import type { ControlSortColumn, SortDirection } from '../lib/controls-search.ts';

/** Columns of the list; those with sortBy can be sorted by the server. */
const COLUMNS: {
  label: string;
  sortBy?: ControlSortColumn;
  first?: SortDirection;
  className?: string;
}[] = [
  { label: 'Control', sortBy: 'title', first: 'asc', className: 'min-w-48' },
  { label: 'Type', sortBy: 'type', first: 'asc' },
  { label: 'Status', sortBy: 'status', first: 'asc' },
  { label: 'Effectiveness', sortBy: 'effectiveness', first: 'desc' },
  { label: 'Owner', sortBy: 'owner', first: 'asc', className: 'hidden xl:table-cell' },
  { label: 'Next test', sortBy: 'nextTestDate', first: 'asc' },
];

type Props = {
  sortBy: ControlSortColumn;
  sortDirection: SortDirection;
  onSort: (sortBy: ControlSortColumn, sortDirection: SortDirection) => void;
  /** Absent when the user may not select (no controls:write). */
  selection?: { state: 'all' | 'some' | 'none'; onToggleAll: (selected: boolean) => void };
};

export const ControlsTableHead = ({ sortBy, sortDirection, onSort, selection }: Props) => {
  const checkbox = useRef<HTMLInputElement>(null);
  const state = selection?.state;
  useEffect(() => {
    if (checkbox.current) checkbox.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <TableHead className="bg-surface">
      <tr>
        {selection ? (
          <Th className="w-10 pr-0">
            <Checkbox
              ref={checkbox}
              checked={selection.state === 'all'}
              onChange={(e) => selection.onToggleAll(e.target.checked)}
              aria-label="Select all controls on this page"
            />
          </Th>
        ) : null}
        {COLUMNS.map((c) => {
          const direction = c.sortBy === sortBy ? sortDirection : null;
          return (
            <Th key={c.label} aria-sort={ariaSort(direction)} className={c.className}>
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
        <Th className="w-10">
          <span className="sr-only">Actions</span>
        </Th>
      </tr>
    </TableHead>
  );
};
