import type { ReactNode } from 'react';
import type { DocumentSortColumn } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
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

const SKELETON_ROWS = 8;

/** One server page of documents and evidence files (50 rows). */
export const DocumentsTable = ({ params, page, onPageChange, onSort, empty }: Props) => {
  const documents = useDocumentsPage(params, page);
  if (documents.isError && !documents.data) {
    return (
      <ErrorState
        title="Failed to load documents"
        error={documents.error}
        onRetry={() => void documents.refetch()}
        retrying={documents.isFetching}
      />
    );
  }
  const data = documents.data;
  if (data && data.total === 0 && !documents.isPlaceholderData) return <>{empty}</>;
  const rows = data?.items ?? [];
  if (data && rows.length === 0 && !documents.isPlaceholderData) {
    const last = Math.max(1, Math.ceil(data.total / DOCUMENTS_PAGE_SIZE));
    return (
      <EmptyState
        title="No documents on this page"
        description={`The list has ${data.total.toLocaleString()} rows on ${last.toLocaleString()} pages.`}
        action={<Button onClick={() => onPageChange(last)}>Go to page {last}</Button>}
      />
    );
  }
  return (
    <div>
      <Table
        aria-label="Documents"
        aria-busy={documents.isFetching || undefined}
        className="[&_td]:px-3 [&_th]:px-3"
      >
        <DocumentsTableHead
          sortBy={params.sortBy}
          sortDirection={params.sortDirection}
          onSort={onSort}
        />
        <tbody className={cn(documents.isPlaceholderData && 'opacity-60')}>
          {!data
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} className="border-t border-border">
                  <td colSpan={DOCUMENT_COLUMN_COUNT} className="px-4 py-3">
                    <Skeleton className="h-3.5 w-full" />
                  </td>
                </tr>
              ))
            : rows.map((d) => <DocumentRow key={`${d.source}:${d.id}`} item={d} />)}
        </tbody>
      </Table>
      {!data ? (
        <span role="status" className="sr-only">
          Loading documents
        </span>
      ) : (
        <Pagination
          className="border-t border-border"
          page={page}
          pageSize={DOCUMENTS_PAGE_SIZE}
          total={data.total}
          onPageChange={onPageChange}
          noun="rows"
        />
      )}
      {documents.isError && data ? (
        <p role="alert" className="border-t border-border px-4 py-2 text-[13px] text-danger-text">
          Failed to load documents: showing the last rows loaded.{' '}
          <button type="button" className="underline" onClick={() => void documents.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
};
