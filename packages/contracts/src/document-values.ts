// Zod-free (decision 008): the documents vocabulary, read by the web app's URL search validation.
// The schemas built on it are in documents.ts (docs/decisions/022).

/** What a document is: the organisation's own written rules and plans. */
export const DOCUMENT_KINDS = ['policy', 'procedure', 'standard', 'plan', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  policy: 'Policy',
  procedure: 'Procedure',
  standard: 'Standard',
  plan: 'Plan',
  other: 'Other',
};

/** Approval: draft -> in review (submitted) -> approved; changes requested go back to draft. */
export const DOCUMENT_STATUSES = ['draft', 'in_review', 'approved'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
};

/** The list holds the organisation's documents and every evidence file, told apart by source. */
export const DOCUMENT_SOURCES = ['document', 'evidence'] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

export const DOCUMENT_SOURCE_LABELS: Record<DocumentSource, string> = {
  document: 'Document',
  evidence: 'Evidence',
};

/** What a document supports. */
export const DOCUMENT_LINK_TYPES = ['control', 'requirement', 'vendor'] as const;
export type DocumentLinkType = (typeof DOCUMENT_LINK_TYPES)[number];

export const DOCUMENT_SORT_COLUMNS = [
  'updatedAt',
  'createdAt',
  'title',
  'reviewDate',
  'expiresAt',
] as const;
export type DocumentSortColumn = (typeof DOCUMENT_SORT_COLUMNS)[number];

/**
 * Whether a file's text could be searched: read, not readable (a broken or too large file,
 * noted), a type whose text is not read (images), or still waiting for the background job.
 */
export const FILE_TEXT_STATUSES = ['pending', 'extracted', 'failed', 'unsupported'] as const;
export type FileTextStatus = (typeof FILE_TEXT_STATUSES)[number];
