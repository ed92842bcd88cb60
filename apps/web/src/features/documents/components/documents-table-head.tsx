import type { DocumentSortColumn } from '@rampart/contracts';
import {
  SortableTableHead,
  type SortableColumn,
} from '../../../components/ui/sortable-table-head.tsx';
import type { SortDirection } from '../lib/documents-search.ts';

/** Columns of the list; those with sortBy are sorted by the server. */
const COLUMNS: SortableColumn<DocumentSortColumn>[] = [
  { label: 'Title', sortBy: 'title', first: 'asc' },
  { label: 'Approval' },
  { label: 'Owner', className: 'hidden xl:table-cell' },
  { label: 'Review date', sortBy: 'reviewDate', first: 'asc' },
  { label: 'Expires', sortBy: 'expiresAt', first: 'asc' },
  { label: 'Supports', className: 'hidden xl:table-cell' },
  { label: 'Updated', sortBy: 'updatedAt', first: 'desc', className: 'hidden 2xl:table-cell' },
  { label: 'File', className: 'text-right' },
];
export const DOCUMENT_COLUMN_COUNT = COLUMNS.length;

type Props = {
  sortBy: DocumentSortColumn;
  sortDirection: SortDirection;
  onSort: (sortBy: DocumentSortColumn, sortDirection: SortDirection) => void;
};

export const DocumentsTableHead = (props: Props) => (
  <SortableTableHead columns={COLUMNS} {...props} />
);
