import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

export type SortDirection = 'asc' | 'desc';

type SortButtonProps = {
  label: string;
  /** The direction when this column is the sort; null when another column is. */
  direction: SortDirection | null;
  onClick: () => void;
};

/** The button inside a sortable column header; the header itself carries aria-sort. */
export const SortButton = ({ label, direction, onClick }: SortButtonProps) => {
  const Icon = direction === null ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-medium hover:text-fg"
    >
      <span className={direction ? 'text-fg' : undefined}>{label}</span>
      <Icon className={direction ? 'size-3.5 text-fg' : 'size-3.5 opacity-60'} aria-hidden />
    </button>
  );
};

export const ariaSort = (direction: SortDirection | null) =>
  direction === null ? 'none' : direction === 'asc' ? 'ascending' : 'descending';
