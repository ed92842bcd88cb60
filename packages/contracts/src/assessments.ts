import { z } from 'zod';
import { applicabilitySchema, requirementControlSchema } from './compliance.ts';
import { REQUIREMENT_STATUS_VALUES } from './compliance-values.ts';
import { listQueryBase, many } from './risks.ts';
import { calendarDate } from './dates.ts';
import { LIST_PAGING, tableExportFormatSchema } from './table-export.ts';

// An assessment: one framework judged requirement by requirement for an audit period, signed
// off (and then frozen) by an assessor.

export const ASSESSMENT_STATUS_VALUES = ['in_progress', 'signed_off'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUS_VALUES)[number];

export const ASSESSMENT_RESULT_VALUES = [
  'not_assessed',
  'met',
  'partly_met',
  'not_met',
  'not_applicable',
] as const;
export type AssessmentResult = (typeof ASSESSMENT_RESULT_VALUES)[number];

/** The framework whose Statement of Applicability can be exported. */
export const SOA_FRAMEWORK_ID = 'ISO27001';
export const ASSESSMENT_SIGNED_OFF_MESSAGE = 'This assessment is signed off and cannot be changed';

export const assessmentProgressSchema = z.object({
  /** Requirements of the framework. */
  total: z.number().int(),
  /** Requirements with a result other than not assessed. */
  assessed: z.number().int(),
  met: z.number().int(),
  partlyMet: z.number().int(),
  notMet: z.number().int(),
  notApplicable: z.number().int(),
  /** assessed / total, 0..100, rounded down so 100 means every requirement. */
  percentAssessed: z.number().int(),
});
export type AssessmentProgress = z.infer<typeof assessmentProgressSchema>;

const person = z.object({ id: z.string(), name: z.string() }).nullable();

export const assessmentSchema = z.object({
  id: z.string(),
  frameworkId: z.string(),
  frameworkName: z.string(),
  frameworkVersion: z.string(),
  name: z.string(),
  /** Dates of the audit period, YYYY-MM-DD. */
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(ASSESSMENT_STATUS_VALUES),
  leadAssessor: person,
  signedOffBy: person,
  signedOffAt: z.string().nullable(),
  signOffStatement: z.string().nullable(),
  progress: assessmentProgressSchema,
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: z.object({
    /** Edit the details and record results (in progress, assessments:write). */
    update: z.boolean(),
    delete: z.boolean(),
    signOff: z.boolean(),
    /** The Statement of Applicability exists for ISO 27001 only. */
    exportSoa: z.boolean(),
  }),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const linkedEvidenceSchema = z.object({ id: z.string(), title: z.string() });
export const linkedFindingSchema = z.object({
  id: z.string(),
  title: z.string(),
  severity: z.string(),
  status: z.string(),
});

/** What the organisation's controls say about the requirement (live, or as it stood at sign-off). */
export const suggestedStatusSchema = z.object({
  status: z.enum(REQUIREMENT_STATUS_VALUES),
  reasons: z.array(z.string()),
  applicability: applicabilitySchema.nullable(),
  controls: z.array(requirementControlSchema),
});
export type SuggestedStatus = z.infer<typeof suggestedStatusSchema>;

export const assessmentRequirementSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  mandatory: z.boolean(),
  groupTitle: z.string().nullable(),
  result: z.enum(ASSESSMENT_RESULT_VALUES),
  assessor: person,
  notes: z.string(),
  evidence: z.array(linkedEvidenceSchema),
  findings: z.array(linkedFindingSchema),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  suggested: suggestedStatusSchema,
});
export type AssessmentRequirement = z.infer<typeof assessmentRequirementSchema>;

export const assessmentDetailSchema = z.object({
  assessment: assessmentSchema,
  /** True once signed off: requirements come from the snapshot taken then. */
  frozen: z.boolean(),
  requirements: z.array(assessmentRequirementSchema),
});
export type AssessmentDetail = z.infer<typeof assessmentDetailSchema>;

/** Stored in assessments.snapshot at sign-off. */
export const assessmentSnapshotSchema = z.object({
  version: z.literal(1),
  takenAt: z.string(),
  framework: z.object({ id: z.string(), name: z.string(), version: z.string() }),
  requirements: z.array(assessmentRequirementSchema),
});
export type AssessmentSnapshot = z.infer<typeof assessmentSnapshotSchema>;

const id = z.string().trim().min(1).max(64, 'An id is at most 64 characters');
const day = calendarDate();
const periodOrder = (v: { periodStart?: Date; periodEnd?: Date }) =>
  !v.periodStart || !v.periodEnd || v.periodEnd.getTime() > v.periodStart.getTime();
export const PERIOD_ORDER_MESSAGE = 'The period must end after it starts';

const assessmentFields = {
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name is at most 200 characters'),
  periodStart: day,
  periodEnd: day,
  leadAssessorUserId: id.nullable(),
};

export const createAssessmentBodySchema = z
  .object({
    frameworkId: z.string().trim().min(1, 'Choose a framework').max(64),
    ...assessmentFields,
    leadAssessorUserId: assessmentFields.leadAssessorUserId.optional(),
  })
  .refine(periodOrder, { message: PERIOD_ORDER_MESSAGE, path: ['periodEnd'] });
export type CreateAssessmentBody = z.infer<typeof createAssessmentBodySchema>;

/** The period is checked again against the stored dates when only one end changes. */
export const updateAssessmentBodySchema = z
  .object(assessmentFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
  .refine(periodOrder, { message: PERIOD_ORDER_MESSAGE, path: ['periodEnd'] });
export type UpdateAssessmentBody = z.infer<typeof updateAssessmentBodySchema>;

const idList = (label: string) => z.array(id).max(100, `Link at most 100 ${label}`);

/**
 * A requirement's result. Fields left out keep their recorded value; `assessorUserId` null
 * clears the assessor, and with none recorded it defaults to the person recording the result.
 */
export const recordResultBodySchema = z.object({
  result: z.enum(ASSESSMENT_RESULT_VALUES, {
    message: `Result must be one of ${ASSESSMENT_RESULT_VALUES.join(', ')}`,
  }),
  assessorUserId: id.nullable().optional(),
  notes: z.string().max(10_000, 'Notes are at most 10,000 characters').optional(),
  evidenceIds: idList('evidence files').optional(),
  findingIds: idList('findings').optional(),
});
export type RecordResultBody = z.infer<typeof recordResultBodySchema>;

export const signOffBodySchema = z.object({
  statement: z
    .string({ message: 'Write the sign-off statement' })
    .trim()
    .min(1, 'Write the sign-off statement')
    .max(5_000, 'The statement is at most 5,000 characters'),
});
export type SignOffBody = z.infer<typeof signOffBodySchema>;

export const listAssessmentsQuerySchema = z.object({
  limit: listQueryBase.limit,
  cursor: listQueryBase.cursor,
  offset: listQueryBase.offset,
  search: listQueryBase.search,
  frameworkId: z.string().max(64).optional(),
  status: many(
    z.enum(ASSESSMENT_STATUS_VALUES, { message: 'Status must be in_progress or signed_off' }),
  ),
});
export type ListAssessmentsQuery = z.infer<typeof listAssessmentsQuerySchema>;

/** The assessments list's filters, for a file of every matching assessment. */
export const exportAssessmentsQuerySchema = listAssessmentsQuerySchema
  .omit(LIST_PAGING)
  .extend({ format: tableExportFormatSchema });
export type ExportAssessmentsQuery = z.infer<typeof exportAssessmentsQuerySchema>;

/** Which requirements an assessment's page shows: all, those still needing a result, or one result. */
export const ASSESSMENT_RESULT_FILTERS = ['all', 'open', ...ASSESSMENT_RESULT_VALUES] as const;
export type AssessmentResultFilter = (typeof ASSESSMENT_RESULT_FILTERS)[number];

/** An assessment's requirement results as a file, with the page's filter and search. */
export const exportAssessmentResultsQuerySchema = z.object({
  result: z
    .enum(ASSESSMENT_RESULT_FILTERS, {
      message: `Result must be one of ${ASSESSMENT_RESULT_FILTERS.join(', ')}`,
    })
    .default('all'),
  /** Every word must appear in the code, title, description or group. */
  search: z.string().trim().max(200, 'Search is at most 200 characters').default(''),
  format: tableExportFormatSchema,
});
export type ExportAssessmentResultsQuery = z.infer<typeof exportAssessmentResultsQuerySchema>;

export const assessmentResultParamsSchema = z.object({
  id: z.string().min(1).max(64),
  requirementId: z.string().min(1).max(200),
});
