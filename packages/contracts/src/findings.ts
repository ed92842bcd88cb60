import { z } from 'zod';
import { abilitiesSchema, listQueryBase } from './risks.ts';
import { calendarDate } from './dates.ts';
import { LIST_PAGING, tableExportFormatSchema } from './table-export.ts';

export const FINDING_SEVERITY_VALUES = ['low', 'medium', 'high', 'critical'] as const;
export const FINDING_STATUS_VALUES = [
  'open',
  'in-progress',
  'resolved',
  'accepted',
  'closed',
] as const;
/** A finding in one of these is done: it can no longer be overdue. */
export const FINDING_DONE_STATUSES = ['resolved', 'closed'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITY_VALUES)[number];
export type FindingStatus = (typeof FINDING_STATUS_VALUES)[number];

/** Accepts any case ("High") and answers in the canonical one. */
const lowerEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(values, { message: `${label} must be one of ${values.join(', ')}` }),
  );
export const findingSeveritySchema = lowerEnum(FINDING_SEVERITY_VALUES, 'Severity');
export const findingStatusSchema = lowerEnum(FINDING_STATUS_VALUES, 'Status');

export const findingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  severity: z.enum(FINDING_SEVERITY_VALUES),
  status: z.enum(FINDING_STATUS_VALUES),
  ownerUserId: z.string().nullable(),
  ownerName: z.string().nullable(),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
  remediation: z.string(),
  controlId: z.string().nullable(),
  controlTitle: z.string().nullable(),
  assessmentId: z.string().nullable(),
  assessmentName: z.string().nullable(),
  /** A vendor finding: its vendor, the rule that raised it, and the register risk it became. */
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  findingKey: z.string().nullable(),
  riskId: z.string().nullable(),
  riskTitle: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: abilitiesSchema,
});
export type Finding = z.infer<typeof findingSchema>;

const id = z.string().trim().min(1).max(64, 'An id is at most 64 characters');

const findingFields = {
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is at most 200 characters'),
  description: z.string().max(10_000, 'Description is at most 10,000 characters'),
  severity: findingSeveritySchema,
  status: findingStatusSchema,
  ownerUserId: id.nullable(),
  dueDate: calendarDate().nullable(),
  remediation: z.string().max(10_000, 'Remediation is at most 10,000 characters'),
  controlId: id.nullable(),
  assessmentId: id.nullable(),
};

export const createFindingBodySchema = z.object({
  ...findingFields,
  description: findingFields.description.default(''),
  status: findingFields.status.default('open'),
  ownerUserId: findingFields.ownerUserId.optional(),
  dueDate: findingFields.dueDate.optional(),
  remediation: findingFields.remediation.default(''),
  controlId: findingFields.controlId.optional(),
  assessmentId: findingFields.assessmentId.optional(),
});
export type CreateFindingBody = z.infer<typeof createFindingBodySchema>;

export const updateFindingBodySchema = z
  .object(findingFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateFindingBody = z.infer<typeof updateFindingBodySchema>;

export const FINDING_SORT_COLUMNS = [
  'createdAt',
  'updatedAt',
  'title',
  'severity',
  'status',
  'dueDate',
] as const;

/** Arrays arrive repeated in the query (?severity=high&severity=critical). */
const many = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
      z.array(item).max(20),
    )
    .optional();

export const listFindingsQuerySchema = z.object({
  ...listQueryBase,
  sortBy: z.enum(FINDING_SORT_COLUMNS).default('createdAt'),
  controlId: id.optional(),
  assessmentId: id.optional(),
  vendorId: id.optional(),
  riskId: id.optional(),
  ownerUserId: id.optional(),
  severity: many(findingSeveritySchema),
  status: many(findingStatusSchema),
  overdue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ListFindingsQuery = z.infer<typeof listFindingsQuerySchema>;

/** The findings list's filters and sort, for a file of every matching finding. */
export const exportFindingsQuerySchema = listFindingsQuerySchema
  .omit(LIST_PAGING)
  .extend({ format: tableExportFormatSchema });
export type ExportFindingsQuery = z.infer<typeof exportFindingsQuerySchema>;
