import { z } from 'zod';
import { blankAsAbsent } from './form-fields.ts';
import { abilitiesSchema, listQueryBase } from './risks.ts';
import { calendarDate } from './dates.ts';
import { LIST_PAGING, tableExportFormatSchema } from './table-export.ts';

/** File types accepted as evidence, recognised from their bytes, with their file name endings. */
export const EVIDENCE_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
};

/** Text has no magic number: accepted when the bytes are UTF-8 and the name ends so. */
export const EVIDENCE_TEXT_TYPES: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  md: 'text/markdown',
};

/** For a file input's `accept` attribute. */
export const EVIDENCE_ACCEPT = [
  ...Object.values(EVIDENCE_FILE_TYPES).flat(),
  ...Object.keys(EVIDENCE_TEXT_TYPES),
]
  .map((ext) => `.${ext}`)
  .join(',');

export const evidenceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  effectiveDate: z.string().nullable(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  uploadedAt: z.string(),
  updatedAt: z.string(),
  uploadedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  controlId: z.string().nullable(),
  controlTestId: z.string().nullable(),
  assessmentId: z.string().nullable(),
  downloadUrl: z.string(),
  abilities: abilitiesSchema,
});
export type Evidence = z.infer<typeof evidenceSchema>;

const id = z.string().trim().min(1).max(64, 'An id is at most 64 characters');
const date = calendarDate();

const evidenceFields = {
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is at most 200 characters'),
  description: z.string().max(10_000, 'Description is at most 10,000 characters'),
  effectiveDate: date,
  expiresAt: date,
  controlId: id,
  controlTestId: id,
  assessmentId: id,
};

const expiryAfterEffective = (v: { effectiveDate?: Date | null; expiresAt?: Date | null }) =>
  !v.effectiveDate || !v.expiresAt || v.expiresAt.getTime() >= v.effectiveDate.getTime();
const expiryIssue = {
  message: 'The expiry date must be on or after the effective date',
  path: ['expiresAt'],
};

/** The text fields of an upload (the file travels in the `file` part). */
export const uploadEvidenceFieldsSchema = z
  .object({
    title: evidenceFields.title,
    description: evidenceFields.description.default(''),
    effectiveDate: blankAsAbsent(evidenceFields.effectiveDate.optional()),
    expiresAt: blankAsAbsent(evidenceFields.expiresAt.optional()),
    controlId: blankAsAbsent(evidenceFields.controlId.optional()),
    controlTestId: blankAsAbsent(evidenceFields.controlTestId.optional()),
    assessmentId: blankAsAbsent(evidenceFields.assessmentId.optional()),
  })
  .refine(expiryAfterEffective, expiryIssue);
export type UploadEvidenceFields = z.infer<typeof uploadEvidenceFieldsSchema>;

/** null clears a date or a link. */
export const updateEvidenceBodySchema = z
  .object({
    title: evidenceFields.title,
    description: evidenceFields.description,
    effectiveDate: evidenceFields.effectiveDate.nullable(),
    expiresAt: evidenceFields.expiresAt.nullable(),
    controlId: evidenceFields.controlId.nullable(),
    controlTestId: evidenceFields.controlTestId.nullable(),
    assessmentId: evidenceFields.assessmentId.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
  .refine(expiryAfterEffective, expiryIssue);
export type UpdateEvidenceBody = z.infer<typeof updateEvidenceBodySchema>;

export const EVIDENCE_SORT_COLUMNS = [
  'createdAt',
  'updatedAt',
  'title',
  'effectiveDate',
  'expiresAt',
  'sizeBytes',
] as const;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const listEvidenceQuerySchema = z.object({
  ...listQueryBase,
  sortBy: z.enum(EVIDENCE_SORT_COLUMNS).default('createdAt'),
  controlId: id.optional(),
  controlTestId: id.optional(),
  assessmentId: id.optional(),
  expired: flag.optional(),
});
export type ListEvidenceQuery = z.infer<typeof listEvidenceQuerySchema>;

/** The evidence list's filters and sort, for a file of every matching evidence record. */
export const exportEvidenceQuerySchema = listEvidenceQuerySchema
  .omit(LIST_PAGING)
  .extend({ format: tableExportFormatSchema });
export type ExportEvidenceQuery = z.infer<typeof exportEvidenceQuerySchema>;
