import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Document, DocumentRecord } from '@rampart/contracts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { DOCUMENT_KEYS, documentPath } from './keys.ts';

/**
 * A document with its versions (newest first), links, approval and the reader's abilities. The
 * route also opens the evidence files the list shows; those have their control's or vendor's
 * page, so here one is not a document.
 */
export const getDocument = async (id: string): Promise<Document> => {
  const record = await api.get<DocumentRecord>(documentPath(id));
  if (record.source === 'evidence') {
    throw new ApiError('Document not found', { status: 404, code: 'NOT_FOUND' });
  }
  return record;
};

export const documentQueryOptions = (id: string) =>
  queryOptions({ queryKey: DOCUMENT_KEYS.detail(id), queryFn: () => getDocument(id) });

/**
 * While a version's text is still being read, the page asks again every few seconds, so
 * "Reading text…" turns into the outcome without a reload.
 */
export const useDocument = (id: string) =>
  useQuery({
    ...documentQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data?.versions.some((v) => v.text.status === 'pending') ? 3000 : false,
  });
