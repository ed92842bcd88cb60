import { z } from 'zod';
import { abilitiesSchema, listQueryBase } from './risks.ts';

export const CONTROL_TYPE_VALUES = ['preventive', 'detective', 'corrective'] as const;
export const CONTROL_AUTOMATION_VALUES = ['manual', 'automated', 'hybrid'] as const;
export const CONTROL_FREQUENCY_VALUES = [
  'CONTINUOUS',
  'DAILY',
  'WEEKLY',
  'MONTHLY',
  'QUARTERLY',
  'SEMI_ANNUALLY',
  'ANNUALLY',
] as const;
export const CONTROL_STATUS_VALUES = ['active', 'inactive', 'planned', 'retired'] as const;
export const CONTROL_EFFECTIVENESS_BAND_VALUES = ['high', 'medium', 'low'] as const;
export const CONTROL_TEST_RESULT_VALUES = ['pass', 'fail', 'partial'] as const;
export const CONTROL_TEST_STATUS_VALUES = ['scheduled', 'completed'] as const;

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

const isoDate = z.coerce.date({ message: 'Enter a valid date' });
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
});
export type CreateControlBody = z.infer<typeof createControlBodySchema>;

export const updateControlBodySchema = z
  .object(controlFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateControlBody = z.infer<typeof updateControlBodySchema>;

export const CONTROL_SORT_COLUMNS = [
  'createdAt',
  'updatedAt',
  'title',
  'type',
  'automation',
  'category',
  'owner',
  'frequency',
  'status',
  'effectiveness',
  'lastTestDate',
  'nextTestDate',
] as const;

/** Arrays arrive repeated in the query (?type=a&type=b); one value is an array of one. */
const many = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
      z.array(item).max(20),
    )
    .optional();

export const listControlsQuerySchema = z.object({
  ...listQueryBase,
  sortBy: z.enum(CONTROL_SORT_COLUMNS).default('createdAt'),
  type: many(controlTypeSchema),
  /** Effectiveness bands. */
  effectiveness: many(controlEffectivenessBandSchema),
  status: many(controlStatusSchema),
  automation: many(controlAutomationSchema),
  framework: many(z.string().max(40)),
});
export type ListControlsQuery = z.infer<typeof listControlsQuerySchema>;

/** Paging only: test history and overdue tests. */
export const controlTestsQuerySchema = z.object({
  limit: listQueryBase.limit,
  cursor: listQueryBase.cursor,
  offset: listQueryBase.offset,
});

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
export const completedControlTestSchema = z.object({
  control: controlSchema,
  test: controlTestSchema,
  /** The next test, planned from the control's frequency; null for a retired control. */
  nextTest: controlTestSchema.nullable(),
});

export const overdueControlTestSchema = z.object({
  control: controlSchema,
  /** The scheduled test, or null when only the control's next test date has passed. */
  testId: z.string().nullable(),
  scheduledFor: z.string(),
  daysOverdue: z.number().int(),
  assigneeUserId: z.string().nullable(),
});
export type OverdueControlTest = z.infer<typeof overdueControlTestSchema>;
