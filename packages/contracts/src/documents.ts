import { z } from 'zod';
import { blankAsAbsent } from './form-fields.ts';
import { calendarDate } from './dates.ts';
import {
  DOCUMENT_KINDS,
  DOCUMENT_LINK_TYPES,
  DOCUMENT_SORT_COLUMNS,
  DOCUMENT_SOURCES,
  DOCUMENT_STATUSES,
  FILE_TEXT_STATUSES,
} from './document-values.ts';
import { evidenceSchema } from './evidence.ts';
import { many, listQueryBase } from './risks.ts';
import { LIST_PAGING, tableExportFormatSchema } from './table-export.ts';

// Documents (issue 13 point 4, docs/decisions/022): policies and procedures with versions,
// approval, review dates and links, listed together with every evidence file.

export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);
export const documentSourceSchema = z.enum(DOCUMENT_SOURCES);
export const documentLinkTypeSchema = z.enum(DOCUMENT_LINK_TYPES);

const person = z.object({ id: z.string(), name: z.string() }).nullable();
const when = z.string().nullable();
/** Why a row needs review: its review date came, or it (or the evidence) expired. */
export const reviewReasonSchema = z.enum(['review_due', 'expired']);

export const documentListItemSchema = z.object({
  source: documentSourceSchema,
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Documents only; evidence files have neither kind nor approval. */
  kind: documentKindSchema.nullable(),
  status: documentStatusSchema.nullable(),
  /** A document's owner; for evidence, the person who uploaded it. */
  owner: person,
  reviewDate: when,
  expiresAt: when,
  needsReview: z.boolean(),
  reviewReasons: z.array(reviewReasonSchema),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  versionNumber: z.number().int().nullable(),
  /** Evidence: the control or vendor it belongs to. */
  control: z.object({ id: z.string(), title: z.string() }).nullable(),
  vendor: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Documents: how many controls, requirements and vendors it supports. */
  linkCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  downloadUrl: z.string().nullable(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

export const documentVersionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  note: z.string(),
  uploadedBy: person,
  uploadedAt: z.string(),
  /** This version's approval, kept when a later version is uploaded. */
  approvedBy: person,
  approvedAt: when,
  current: z.boolean(),
  text: z.object({ status: z.enum(FILE_TEXT_STATUSES), note: z.string().nullable() }),
  downloadUrl: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const documentLinkSchema = z.object({
  type: documentLinkTypeSchema,
  id: z.string(),
  label: z.string(),
  /** A requirement's framework. */
  detail: z.string().nullable(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;

export const documentAbilitiesSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  uploadVersion: z.boolean(),
  submit: z.boolean(),
  approve: z.boolean(),
  requestChanges: z.boolean(),
});
export type DocumentAbilities = z.infer<typeof documentAbilitiesSchema>;

export const documentSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: documentKindSchema,
  description: z.string(),
  status: documentStatusSchema,
  owner: person,
  reviewDate: when,
  expiresAt: when,
  needsReview: z.boolean(),
  reviewReasons: z.array(reviewReasonSchema),
  submittedBy: person,
  submittedAt: when,
  approvedBy: person,
  approvedAt: when,
  createdBy: person,
  createdAt: z.string(),
  updatedAt: z.string(),
  currentVersionId: z.string().nullable(),
  versions: z.array(documentVersionSchema),
  links: z.array(documentLinkSchema),
  abilities: documentAbilitiesSchema,
  /** Why this person may not approve although they hold the right (four eyes), else null. */
  approvalBlockedReason: z.string().nullable(),
});
export type Document = z.infer<typeof documentSchema>;

/**
 * GET /api/documents/{id}: whatever the Documents list shows under that id, so every row opens
 * by its id — a document, or an evidence file (its evidence record, as `/api/evidence/{id}`).
 */
export const documentRecordSchema = z.discriminatedUnion('source', [
  documentSchema.extend({ source: z.literal('document') }),
  evidenceSchema.extend({ source: z.literal('evidence') }),
]);
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

const id = z.string().trim().min(1).max(64, 'An id is at most 64 characters');
/** Requirement ids carry their framework (ISO27001:2022-A.5.15). */
const requirementId = z.string().trim().min(1).max(200, 'An id is at most 200 characters');
const title = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title is at most 200 characters');
const description = z.string().max(10_000, 'Description is at most 10,000 characters');
const note = z.string().trim().max(1000, 'The note is at most 1,000 characters');

const expiryAfterReview = {
  check: (v: { reviewDate?: Date | null; expiresAt?: Date | null }) =>
    !v.reviewDate || !v.expiresAt || v.expiresAt.getTime() >= v.reviewDate.getTime(),
  issue: { message: 'The expiry date must be on or after the review date', path: ['expiresAt'] },
};

/** The text fields of a new document (its first file travels in the `file` part). */
export const createDocumentFieldsSchema = z
  .strictObject({
    title,
    kind: blankAsAbsent(documentKindSchema.default('policy')),
    description: description.default(''),
    ownerUserId: blankAsAbsent(id.optional()),
    reviewDate: blankAsAbsent(calendarDate().optional()),
    expiresAt: blankAsAbsent(calendarDate().optional()),
    note: note.default(''),
    /** A first link, for a document added from a control, a requirement or a vendor. */
    controlId: blankAsAbsent(id.optional()),
    requirementId: blankAsAbsent(requirementId.optional()),
    vendorId: blankAsAbsent(id.optional()),
  })
  .refine(expiryAfterReview.check, expiryAfterReview.issue);
export type CreateDocumentFields = z.infer<typeof createDocumentFieldsSchema>;

/** The text fields of a new version. */
export const documentVersionFieldsSchema = z.strictObject({ note: note.default('') });

/** null clears the owner or a date. A new file is a new version, never a field here. */
export const updateDocumentBodySchema = z
  .object({
    title,
    kind: documentKindSchema,
    description,
    ownerUserId: id.nullable(),
    reviewDate: calendarDate().nullable(),
    expiresAt: calendarDate().nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateDocumentBody = z.infer<typeof updateDocumentBodySchema>;

/** Submit, approve or request changes, with an optional comment kept in the audit trail. */
export const documentReviewBodySchema = z.object({
  comment: z.string().trim().max(2000, 'The comment is at most 2,000 characters').default(''),
});
export type DocumentReviewBody = z.infer<typeof documentReviewBodySchema>;

/** The whole set of what the document supports; lists not sent are emptied. */
export const documentLinksBodySchema = z.object({
  controlIds: z.array(id).max(200, 'At most 200 controls').default([]),
  requirementIds: z.array(requirementId).max(200, 'At most 200 requirements').default([]),
  vendorIds: z.array(id).max(200, 'At most 200 vendors').default([]),
});
export type DocumentLinksBody = z.infer<typeof documentLinksBodySchema>;

export const documentVersionParamsSchema = z.object({
  id: z.string().min(1),
  versionId: z.string().min(1),
});

export const listDocumentsQuerySchema = z.object({
  ...listQueryBase,
  sortBy: z.enum(DOCUMENT_SORT_COLUMNS).default('updatedAt'),
  source: documentSourceSchema.optional(),
  kind: many(documentKindSchema),
  status: many(documentStatusSchema),
  ownerUserId: id.optional(),
  needsReview: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ListDocumentsQuery = z.infer<typeof listDocumentsQuerySchema>;

/** The list's filters and sort, for a file of every matching row. */
export const exportDocumentsQuerySchema = listDocumentsQuerySchema
  .omit(LIST_PAGING)
  .extend({ format: tableExportFormatSchema });
export type ExportDocumentsQuery = z.infer<typeof exportDocumentsQuerySchema>;
