import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, DocumentListItem } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { DOCUMENTS_PAGE_SIZE, type DocumentListParams } from '../lib/documents-search.ts';
import { DOCUMENT_KEYS } from './keys.ts';

export type DocumentsPage = Page<DocumentListItem>;

/** One page (1-based) of documents and evidence files, filtered and sorted by the server. */
export const getDocumentsPage = (params: DocumentListParams, page: number) =>
  api.get<DocumentsPage>(
    `/documents${listQuery({ ...params, limit: DOCUMENTS_PAGE_SIZE, offset: (page - 1) * DOCUMENTS_PAGE_SIZE })}`,
  );

export const documentsPageQueryOptions = (params: DocumentListParams, page: number) =>
  queryOptions({
    queryKey: DOCUMENT_KEYS.page(params, page),
    queryFn: () => getDocumentsPage(params, page),
  });

/** While another page or filter loads, the previous rows stay (flagged as placeholder). */
export const useDocumentsPage = (params: DocumentListParams, page: number) =>
  useQuery({ ...documentsPageQueryOptions(params, page), placeholderData: keepPreviousData });

/** How many rows need review, whatever the filters. */
export const getNeedsReviewCount = async (): Promise<number> =>
  (await api.get<DocumentsPage>(`/documents${listQuery({ needsReview: true, limit: 1 })}`)).total;

export const useNeedsReviewCount = () =>
  useQuery({ queryKey: DOCUMENT_KEYS.needsReviewCount, queryFn: getNeedsReviewCount });
