import { ariaSort, SortButton } from '../../../components/ui/sort-button.tsx';
import { TableHead, Th } from '../../../components/ui/table.tsx';
import type { QuestionnaireSortColumn, SortDirection } from '../lib/questionnaire-search.ts';

/** Columns of the list; those with sortBy are sorted by the server. */
export const QUESTIONNAIRE_COLUMNS: {
  label: string;
  sortBy?: QuestionnaireSortColumn;
  first?: SortDirection;
  className?: string;
  /** Read by screen readers only (a column of buttons has no visible heading). */
  hidden?: boolean;
}[] = [
  { label: 'Title', sortBy: 'title', first: 'asc', className: 'min-w-56' },
  { label: 'Status', sortBy: 'status', first: 'asc' },
  { label: 'Version' },
  { label: 'Category', className: 'hidden lg:table-cell' },
  { label: 'Tags', className: 'hidden xl:table-cell' },
  { label: 'Sections', className: 'text-right' },
  { label: 'Questions', className: 'text-right' },
  { label: 'Updated', sortBy: 'updatedAt', first: 'desc' },
  { label: 'Actions', hidden: true, className: 'w-10' },
];

type Props = {
  sortBy: QuestionnaireSortColumn;
  sortDirection: SortDirection;
  onSort: (sortBy: QuestionnaireSortColumn, sortDirection: SortDirection) => void;
};

export const QuestionnairesTableHead = ({ sortBy, sortDirection, onSort }: Props) => (
  <TableHead className="bg-surface">
    <tr>
      {QUESTIONNAIRE_COLUMNS.map((c) => {
        const direction = c.sortBy === sortBy ? sortDirection : null;
        return (
          <Th
            key={c.label}
            aria-sort={c.sortBy ? ariaSort(direction) : undefined}
            className={c.className}
          >
            {c.hidden ? (
              <span className="sr-only">{c.label}</span>
            ) : c.sortBy ? (
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
