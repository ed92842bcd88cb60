import type { ReactNode } from 'react';
import type { DocumentSortColumn } from '@rampart/contracts';
import { ServerPagedTable } from '../../../components/ui/server-paged-table.tsx';
import { useDocumentsPage } from '../api/get-documents-page.ts';
import {
  DOCUMENTS_PAGE_SIZE,
  type DocumentListParams,
  type SortDirection,
} from '../lib/documents-search.ts';
import { DocumentRow } from './document-row.tsx';
import { DOCUMENT_COLUMN_COUNT, DocumentsTableHead } from './documents-table-head.tsx';

type Props = {
  params: DocumentListParams;
  page: number;
  onPageChange: (page: number) => void;
  onSort: (sortBy: DocumentSortColumn, sortDirection: SortDirection) => void;
  /** Shown instead of the table when the server has no rows for these filters. */
  empty: ReactNode;
};

/** One server page of documents and evidence files (50 rows). */
export const DocumentsTable = ({ params, page, onPageChange, onSort, empty }: Props) => {
  const documents = useDocumentsPage(params, page);
  return (
    <ServerPagedTable
      query={documents}
      page={page}
      pageSize={DOCUMENTS_PAGE_SIZE}
      onPageChange={onPageChange}
      noun="documents"
      countNoun="rows"
      label="Documents"
      empty={empty}
      columns={DOCUMENT_COLUMN_COUNT}
      head={() => (
        <DocumentsTableHead
          sortBy={params.sortBy}
          sortDirection={params.sortDirection}
          onSort={onSort}
        />
      )}
    >
      {(rows) => rows.map((d) => <DocumentRow key={`${d.source}:${d.id}`} item={d} />)}
    </ServerPagedTable>
  );
};
