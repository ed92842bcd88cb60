import type { DocumentListParams } from '../lib/documents-search.ts';

/** Cache keys of Documents: any change to a document refreshes the list and its page. */
export const DOCUMENT_KEYS = {
  all: ['documents'] as const,
  page: (params: DocumentListParams, page: number) => ['documents', 'list', params, page] as const,
  needsReviewCount: ['documents', 'list', 'needs-review-count'] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
  controls: (search: string) => ['documents', 'choices', 'controls', search] as const,
  vendors: (search: string) => ['documents', 'choices', 'vendors', search] as const,
  frameworks: ['documents', 'choices', 'frameworks'] as const,
  requirements: (frameworkId: string) =>
    ['documents', 'choices', 'requirements', frameworkId] as const,
};

export const documentPath = (id: string) => `/documents/${encodeURIComponent(id)}`;
