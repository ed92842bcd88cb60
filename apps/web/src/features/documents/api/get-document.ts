import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Document } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { DOCUMENT_KEYS, documentPath } from './keys.ts';

/** A document with its versions (newest first), links, approval and the reader's abilities. */
export const getDocument = (id: string) => api.get<Document>(documentPath(id));

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
