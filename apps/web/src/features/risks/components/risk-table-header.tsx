import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Checkbox } from '../../../components/ui/input.tsx';
import type { RiskSortColumn, SortDirection } from '../lib/register-search.ts';
import type { RiskColumn } from './risk-columns.tsx';

type Props = {
  columns: readonly RiskColumn[];
  template: string;
  sortBy: RiskSortColumn;
  sortDirection: SortDirection;
  onSort: (sortBy: RiskSortColumn, sortDirection: SortDirection) => void;
  /** all / some / none of the loaded rows are selected. */
  selection: 'all' | 'some' | 'none';
  onSelectLoaded: (selected: boolean) => void;
};

const ariaSort = (active: boolean, dir: SortDirection) =>
  active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none';

export const RiskTableHeader = ({
  columns,
  template,
  sortBy,
  sortDirection,
  onSort,
  selection,
  onSelectLoaded,
}: Props) => {
  const checkbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (checkbox.current) checkbox.current.indeterminate = selection === 'some';
  }, [selection]);
  return (
    <div role="rowgroup" className="sticky top-0 z-10 border-b border-border bg-surface">
      <div
        role="row"
        aria-rowindex={1}
        className="grid h-9 items-center text-xs text-muted"
        style={{ gridTemplateColumns: template }}
      >
        {columns.map((c) => {
          if (c.key === 'select') {
            return (
              <div key={c.key} role="columnheader" className="flex justify-center">
                <Checkbox
                  ref={checkbox}
                  checked={selection === 'all'}
                  onChange={(e) => onSelectLoaded(e.target.checked)}
                  aria-label="Select all loaded risks"
                />
              </div>
            );
          }
          const active = c.sortBy === sortBy;
          const Icon = !active ? ArrowUpDown : sortDirection === 'asc' ? ArrowUp : ArrowDown;
          return (
            <div
              key={c.key}
              role="columnheader"
              aria-sort={c.sortBy ? ariaSort(active, sortDirection) : undefined}
              className="min-w-0 px-3"
            >
              {c.sortBy ? (
                <button
                  type="button"
                  className="-mx-1 inline-flex max-w-full items-center gap-1 rounded px-1 py-0.5 font-medium whitespace-nowrap hover:text-fg"
                  onClick={() => {
                    const first = c.firstDirection ?? 'desc';
                    const next = active ? (sortDirection === 'asc' ? 'desc' : 'asc') : first;
                    onSort(c.sortBy!, next);
                  }}
                >
                  <span className={active ? 'text-fg' : undefined}>{c.label}</span>
                  <Icon
                    className={active ? 'size-3.5 text-fg' : 'size-3.5 opacity-60'}
                    aria-hidden
                  />
                </button>
              ) : (
                <span className="font-medium">{c.label}</span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
};
