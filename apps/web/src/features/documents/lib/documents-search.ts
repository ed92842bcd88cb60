// Zod-free (decision 008): runs in the route table of the entry chunk, so it reads only the
// constants of document-values.ts.
import {
  DOCUMENT_KINDS,
  DOCUMENT_SORT_COLUMNS,
  DOCUMENT_SOURCES,
  DOCUMENT_STATUSES,
  type DocumentKind,
  type DocumentSortColumn,
  type DocumentSource,
  type DocumentStatus,
} from '@rampart/contracts';
import {
  id,
  many,
  oneOf,
  pageNumber,
  text,
  withListChange,
  withoutListFilters,
} from '../../../lib/search-params.ts';

export type SortDirection = 'asc' | 'desc';

/** The list's state in the URL: filters, sort and page (1-based); defaults are left out. */
export type DocumentsSearch = {
  search?: string;
  source?: DocumentSource;
  kind?: DocumentKind[];
  status?: DocumentStatus[];
  ownerUserId?: string;
  /** Only rows whose review date has come or whose validity has ended. */
  needsReview?: true;
  sortBy?: DocumentSortColumn;
  sortDirection?: SortDirection;
  page?: number;
};

/** Most recently changed first. */
export const DEFAULT_SORT = { sortBy: 'updatedAt', sortDirection: 'desc' } as const;
export const DOCUMENTS_PAGE_SIZE = 50;

/** Reads the list's search params, dropping anything the server would refuse. */
export const validateDocumentsSearch = (raw: Record<string, unknown>): DocumentsSearch => {
  const sortBy = oneOf(raw.sortBy, DOCUMENT_SORT_COLUMNS);
  const sortDirection = oneOf(raw.sortDirection, ['asc', 'desc'] as const);
  return {
    search: text(raw.search),
    source: oneOf(raw.source, DOCUMENT_SOURCES),
    kind: many(raw.kind, DOCUMENT_KINDS),
    status: many(raw.status, DOCUMENT_STATUSES),
    ownerUserId: id(raw.ownerUserId),
    needsReview: raw.needsReview === true || raw.needsReview === 'true' ? true : undefined,
    sortBy: sortBy === DEFAULT_SORT.sortBy ? undefined : sortBy,
    sortDirection: sortDirection === DEFAULT_SORT.sortDirection ? undefined : sortDirection,
    page: pageNumber(raw.page),
  };
};

/** The server's list query for the state: defaults filled in, the page left to the caller. */
export type DocumentListParams = Omit<DocumentsSearch, 'page' | 'sortBy' | 'sortDirection'> & {
  sortBy: DocumentSortColumn;
  sortDirection: SortDirection;
};

export const toListParams = ({
  page: _page,
  sortBy,
  sortDirection,
  ...filters
}: DocumentsSearch): DocumentListParams => ({
  ...filters,
  sortBy: sortBy ?? DEFAULT_SORT.sortBy,
  sortDirection: sortDirection ?? DEFAULT_SORT.sortDirection,
});

export const hasFilters = (s: DocumentsSearch): boolean =>
  Boolean(
    s.search || s.source || s.kind?.length || s.status?.length || s.ownerUserId || s.needsReview,
  );

/** Every row again, sort kept, first page. */
export const clearFilters = withoutListFilters<DocumentsSearch>;

/** Other filters or another sort show other rows: start again at the first page. */
export const withChange = withListChange<DocumentsSearch>;

/** Kind and approval belong to documents: choosing one leaves evidence files out. */
export const documentsOnly = (s: DocumentsSearch): boolean =>
  Boolean(s.kind?.length || s.status?.length);
