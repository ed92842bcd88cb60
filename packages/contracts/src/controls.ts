import { z } from 'zod';
import { abilitiesSchema, listQueryBase, many } from './risks.ts';
import { calendarDate } from './dates.ts';
import { tableExportFormatSchema } from './table-export.ts';
import {
  CONTROL_AUTOMATION_VALUES,
  CONTROL_EFFECTIVENESS_BAND_VALUES,
  CONTROL_FREQUENCY_VALUES,
  CONTROL_PRIORITY_VALUES,
  CONTROL_SORT_COLUMNS,
  CONTROL_STATUS_VALUES,
  CONTROL_TEST_RESULT_VALUES,
  CONTROL_TEST_STATUS_VALUES,
  CONTROL_TYPE_VALUES,
  IMPLEMENTATION_COMPLEXITY_VALUES,
  IMPLEMENTATION_STATUS_VALUES,
} from './control-values.ts';

/** Accepts any case and spelling of separators; "OPERATIONAL" is the sample data's "active". */
const canonical = <T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  normalise: (v: string) => string,
) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? normalise(v.trim()) : v),
    z.enum(values, { message: `${label} must be one of ${values.join(', ')}` }),
  );
const lower = (v: string) => v.toLowerCase();
export const controlTypeSchema = canonical(CONTROL_TYPE_VALUES, 'Type', lower);
export const controlAutomationSchema = canonical(CONTROL_AUTOMATION_VALUES, 'Automation', lower);
export const controlFrequencySchema = canonical(CONTROL_FREQUENCY_VALUES, 'Frequency', (v) =>
  v.toUpperCase().replace(/[-\s]+/g, '_'),
);
export const controlStatusSchema = canonical(CONTROL_STATUS_VALUES, 'Status', (v) =>
  v.toLowerCase() === 'operational' ? 'active' : v.toLowerCase(),
);
export const controlEffectivenessBandSchema = canonical(
  CONTROL_EFFECTIVENESS_BAND_VALUES,
  'Effectiveness',
  lower,
);
export const controlTestResultSchema = canonical(CONTROL_TEST_RESULT_VALUES, 'Result', lower);
export const implementationStatusSchema = canonical(
  IMPLEMENTATION_STATUS_VALUES,
  'Implementation status',
  (v) => v.toLowerCase().replace(/[-\s]+/g, '_'),
);
export const controlPrioritySchema = canonical(CONTROL_PRIORITY_VALUES, 'Priority', lower);
export const implementationComplexitySchema = canonical(
  IMPLEMENTATION_COMPLEXITY_VALUES,
  'Complexity',
  lower,
);

export const checklistItemSchema = z.object({
  id: z.string().trim().min(1).max(40),
  label: z.string().trim().min(1, 'Checklist item is required').max(500),
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

const isoDate = calendarDate();
const fraction = z
  .number({ message: 'Effectiveness must be a number from 0 to 1' })
  .min(0, 'Effectiveness must be from 0 to 1')
  .max(1, 'Effectiveness must be from 0 to 1');
const percent = z
  .number({ message: 'Effectiveness must be a percentage from 0 to 100' })
  .min(0, 'Effectiveness must be from 0 to 100')
  .max(100, 'Effectiveness must be from 0 to 100');

export const controlAbilitiesSchema = abilitiesSchema.extend({
  /** May schedule and complete tests (tests:write). */
  test: z.boolean(),
});

export const controlSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(CONTROL_TYPE_VALUES),
  automation: z.enum(CONTROL_AUTOMATION_VALUES),
  category: z.string().nullable(),
  owner: z.string(),
  ownerUserId: z.string().nullable(),
  frequency: z.enum(CONTROL_FREQUENCY_VALUES),
  status: z.enum(CONTROL_STATUS_VALUES),
  effectiveness: z.number().nullable(),
  effectivenessPercent: z.number().nullable(),
  effectivenessBand: z.enum(CONTROL_EFFECTIVENESS_BAND_VALUES).nullable(),
  frameworks: z.array(z.string()),
  linkedRisks: z.array(z.string()),
  evidence: z.array(z.string()),
  lastTestDate: z.string().nullable(),
  nextTestDate: z.string().nullable(),
  testAssigneeUserId: z.string().nullable(),
  /** The library control it was adopted from. */
  libraryControlId: z.string().nullable(),
  implementationStatus: z.enum(IMPLEMENTATION_STATUS_VALUES),
  /** 0..100 */
  implementationProgress: z.number(),
  implementationDueDate: z.string().nullable(),
  priority: z.enum(CONTROL_PRIORITY_VALUES).nullable(),
  implementationComplexity: z.enum(IMPLEMENTATION_COMPLEXITY_VALUES).nullable(),
  estimatedHours: z.number().nullable(),
  costPerHour: z.number().nullable(),
  /** estimatedHours × costPerHour, when both are known. */
  estimatedCost: z.number().nullable(),
  riskMitigationScore: z.number().nullable(),
  checklist: z.array(checklistItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: controlAbilitiesSchema,
});
export type Control = z.infer<typeof controlSchema>;

const controlFields = {
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is at most 200 characters'),
  description: z.string().max(10_000, 'Description is at most 10,000 characters'),
  type: controlTypeSchema,
  automation: controlAutomationSchema,
  category: z.string().trim().max(100, 'Category is at most 100 characters').nullable(),
  owner: z.string().trim().max(200).nullable(),
  ownerUserId: z.string().max(64).nullable(),
  frequency: controlFrequencySchema,
  status: controlStatusSchema,
  /** 0..1; or give effectivenessPercent (0..100). Both given must agree. */
  effectiveness: fraction.nullable(),
  effectivenessPercent: percent.nullable(),
  frameworks: z.array(z.string().trim().min(1).max(40)).max(20),
  lastTestDate: isoDate.nullable(),
  nextTestDate: isoDate.nullable(),
  implementationStatus: implementationStatusSchema,
  implementationProgress: z
    .number({ message: 'Progress must be a number from 0 to 100' })
    .int('Progress must be a whole number')
    .min(0, 'Progress must be from 0 to 100')
    .max(100, 'Progress must be from 0 to 100'),
  implementationDueDate: isoDate.nullable(),
  priority: controlPrioritySchema.nullable(),
  implementationComplexity: implementationComplexitySchema.nullable(),
  estimatedHours: z
    .number({ message: 'Estimated hours must be a number' })
    .min(0, 'Estimated hours must be 0 or more')
    .max(100_000, 'Estimated hours must be at most 100,000')
    .nullable(),
  checklist: z.array(checklistItemSchema).max(50, 'A checklist has at most 50 items'),
};

export const createControlBodySchema = z.object({
  ...controlFields,
  description: controlFields.description.default(''),
  type: controlFields.type.default('preventive'),
  automation: controlFields.automation.default('manual'),
  category: controlFields.category.optional(),
  owner: controlFields.owner.optional(),
  ownerUserId: controlFields.ownerUserId.optional(),
  frequency: controlFields.frequency.default('MONTHLY'),
  status: controlFields.status.default('active'),
  effectiveness: controlFields.effectiveness.optional(),
  effectivenessPercent: controlFields.effectivenessPercent.optional(),
  frameworks: controlFields.frameworks.default([]),
  lastTestDate: controlFields.lastTestDate.optional(),
  nextTestDate: controlFields.nextTestDate.optional(),
  /** Absent: implemented for an active control, not started for a planned one. */
  implementationStatus: controlFields.implementationStatus.optional(),
  implementationProgress: controlFields.implementationProgress.optional(),
  implementationDueDate: controlFields.implementationDueDate.optional(),
  priority: controlFields.priority.optional(),
  implementationComplexity: controlFields.implementationComplexity.optional(),
  estimatedHours: controlFields.estimatedHours.optional(),
  checklist: controlFields.checklist.default([]),
});
export type CreateControlBody = z.infer<typeof createControlBodySchema>;

export const updateControlBodySchema = z
  .object(controlFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateControlBody = z.infer<typeof updateControlBodySchema>;

export const listControlsQuerySchema = z.object({
  ...listQueryBase,
  sortBy: z.enum(CONTROL_SORT_COLUMNS).default('createdAt'),
  type: many(controlTypeSchema),
  /** Effectiveness bands. */
  effectiveness: many(controlEffectivenessBandSchema),
  status: many(controlStatusSchema),
  automation: many(controlAutomationSchema),
  framework: many(z.string().max(40)),
  /** Library categories ('vendor-management', ...). */
  category: many(z.string().trim().min(1).max(60)),
});
export type ListControlsQuery = z.infer<typeof listControlsQuerySchema>;

/** Paging only: test history and overdue tests. */
export const controlTestsQuerySchema = z.object({
  limit: listQueryBase.limit,
  cursor: listQueryBase.cursor,
  offset: listQueryBase.offset,
});

/** A control's whole test history as a file (the history has no filters). */
export const exportControlTestsQuerySchema = z.object({ format: tableExportFormatSchema });
export type ExportControlTestsQuery = z.infer<typeof exportControlTestsQuerySchema>;

const idSchema = z.string().min(1).max(64);
export const bulkCreateControlsBodySchema = z.object({
  controls: z.array(createControlBodySchema).min(1).max(1000),
});
export const bulkUpdateControlsBodySchema = z.object({
  updates: z
    .array(z.object({ id: idSchema }).and(z.object(controlFields).partial()))
    .min(1)
    .max(1000),
});

export const controlTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Plain values, ready to send as a create body. */
  control: z.object({
    title: z.string(),
    description: z.string(),
    type: z.enum(CONTROL_TYPE_VALUES),
    automation: z.enum(CONTROL_AUTOMATION_VALUES),
    category: z.string(),
    frequency: z.enum(CONTROL_FREQUENCY_VALUES),
    frameworks: z.array(z.string()),
  }),
});
export type ControlTemplate = z.infer<typeof controlTemplateSchema>;

export const scheduleControlTestBodySchema = z.object({
  nextTestDate: isoDate,
  /** A member's user id; absent keeps the current assignee, null clears it. */
  assignee: idSchema.nullable().optional(),
});
export type ScheduleControlTestBody = z.infer<typeof scheduleControlTestBodySchema>;

export const completeControlTestBodySchema = z.object({
  result: controlTestResultSchema,
  effectiveness: fraction,
  notes: z.string().trim().max(10_000, 'Notes are at most 10,000 characters').optional(),
  /** When the test was performed; defaults to now. */
  lastTestDate: isoDate.optional(),
  evidenceIds: z.array(idSchema).max(100).default([]),
});
export type CompleteControlTestBody = z.infer<typeof completeControlTestBodySchema>;

export const controlTestSchema = z.object({
  id: z.string(),
  controlId: z.string(),
  status: z.enum(CONTROL_TEST_STATUS_VALUES),
  scheduledFor: z.string().nullable(),
  assigneeUserId: z.string().nullable(),
  result: z.enum(CONTROL_TEST_RESULT_VALUES).nullable(),
  effectiveness: z.number().nullable(),
  notes: z.string().nullable(),
  testedAt: z.string().nullable(),
  testedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ControlTest = z.infer<typeof controlTestSchema>;

export const scheduledControlTestSchema = z.object({
  control: controlSchema,
  test: controlTestSchema,
});
export type ScheduledControlTest = z.infer<typeof scheduledControlTestSchema>;
export const completedControlTestSchema = z.object({
  control: controlSchema,
  test: controlTestSchema,
  /** The next test, planned from the control's frequency; null for a retired control. */
  nextTest: controlTestSchema.nullable(),
});
export type CompletedControlTest = z.infer<typeof completedControlTestSchema>;

export const overdueControlTestSchema = z.object({
  control: controlSchema,
  /** The scheduled test, or null when only the control's next test date has passed. */
  testId: z.string().nullable(),
  scheduledFor: z.string(),
  daysOverdue: z.number().int(),
  assigneeUserId: z.string().nullable(),
});
export type OverdueControlTest = z.infer<typeof overdueControlTestSchema>;
