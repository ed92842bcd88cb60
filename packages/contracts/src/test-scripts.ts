import { limitText } from './limit-text.ts';
import { z } from 'zod';
import { abilitiesSchema, listQueryBase } from './risks.ts';

export const TEST_STEP_OUTCOME_VALUES = ['pass', 'fail', 'skipped'] as const;
export const TEST_EXECUTION_RESULT_VALUES = ['pass', 'fail', 'partial'] as const;
export const TEST_SCRIPT_SORT_COLUMNS = ['createdAt', 'updatedAt', 'title'] as const;
export const TEST_SCRIPT_STEPS_MAX = 200;

const id = z.string().trim().min(1).max(64);
const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${limitText(max)} characters`);
const effectiveness = z
  .number({ message: 'Effectiveness must be a number from 0 to 1' })
  .min(0, 'Effectiveness must be from 0 to 1')
  .max(1, 'Effectiveness must be from 0 to 1');

export const testStepSchema = z.object({
  id: z.string(),
  instruction: z.string(),
  expectedResult: z.string(),
});
export type TestStep = z.infer<typeof testStepSchema>;

/** A control linked to a script, as the script's own list of controls shows it. */
export const testScriptControlSchema = z.object({
  controlId: z.string(),
  title: z.string(),
  type: z.string(),
  status: z.string(),
  isMandatory: z.boolean(),
});
export type TestScriptControl = z.infer<typeof testScriptControlSchema>;

export const testScriptAbilitiesSchema = abilitiesSchema.extend({ execute: z.boolean() });

export const testScriptSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  steps: z.array(testStepSchema),
  controls: z.array(
    testScriptControlSchema.pick({ controlId: true, title: true, isMandatory: true }),
  ),
  executionCount: z.number().int(),
  lastExecutedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: testScriptAbilitiesSchema,
});
export type TestScript = z.infer<typeof testScriptSchema>;

const stepFields = {
  instruction: text('Instruction', 2000),
  expectedResult: text('Expected result', 2000),
};
const steps = <T extends z.ZodType>(step: T) =>
  z
    .array(step, { message: 'Steps must be a list' })
    .min(1, 'Add at least one step')
    .max(TEST_SCRIPT_STEPS_MAX, `A script has at most ${TEST_SCRIPT_STEPS_MAX} steps`);
const controlIds = z.array(id).min(1, 'Choose at least one control').max(500);

const scriptFields = {
  title: text('Title', 200),
  description: z.string().max(10_000, 'Description is at most 10,000 characters'),
};

/** The server assigns step ids on create; ids sent here are ignored. */
export const createTestScriptBodySchema = z.object({
  ...scriptFields,
  description: scriptFields.description.default(''),
  steps: steps(z.object(stepFields)),
  controlIds: controlIds.optional(),
  isMandatory: z.boolean().default(true),
});
export type CreateTestScriptBody = z.infer<typeof createTestScriptBodySchema>;

/** Steps replace the list: a step sent with its id keeps it, one without gets a new id. */
export const updateTestScriptBodySchema = z
  .object({
    ...scriptFields,
    steps: steps(z.object({ id: id.optional(), ...stepFields })),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateTestScriptBody = z.infer<typeof updateTestScriptBodySchema>;

export const listTestScriptsQuerySchema = z.object({
  ...listQueryBase,
  sortBy: z.enum(TEST_SCRIPT_SORT_COLUMNS).default('createdAt'),
  controlId: id.optional(),
});
export type ListTestScriptsQuery = z.infer<typeof listTestScriptsQuerySchema>;

export const testScriptPageQuerySchema = z.object({
  limit: listQueryBase.limit,
  cursor: listQueryBase.cursor,
  offset: listQueryBase.offset,
});

export const linkTestScriptControlsBodySchema = z.object({
  controlIds,
  isMandatory: z.boolean().default(true),
});
export const unlinkTestScriptControlsBodySchema = z.object({ controlIds });

export const stepResultSchema = z.object({
  stepId: id,
  outcome: z.enum(TEST_STEP_OUTCOME_VALUES, {
    message: `Outcome must be one of ${TEST_STEP_OUTCOME_VALUES.join(', ')}`,
  }),
  note: z.string().trim().max(2000, 'A note is at most 2,000 characters').optional(),
});
export type StepResult = z.infer<typeof stepResultSchema>;

export const executeTestScriptBodySchema = z.object({
  controlId: id.optional(),
  stepResults: z
    .array(stepResultSchema)
    .min(1, 'Give a result for every step')
    .max(TEST_SCRIPT_STEPS_MAX),
  notes: z.string().trim().max(10_000, 'Notes are at most 10,000 characters').optional(),
  effectiveness: effectiveness.optional(),
});
export type ExecuteTestScriptBody = z.infer<typeof executeTestScriptBodySchema>;

export const testScriptExecutionSchema = z.object({
  id: z.string(),
  testScriptId: z.string(),
  controlId: z.string().nullable(),
  stepResults: z.array(
    z.object({
      stepId: z.string(),
      outcome: z.enum(TEST_STEP_OUTCOME_VALUES),
      note: z.string().optional(),
    }),
  ),
  result: z.enum(TEST_EXECUTION_RESULT_VALUES),
  notes: z.string().nullable(),
  /** Null once the person who ran it has been deleted. */
  executedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  executedAt: z.string(),
});
export type TestScriptExecution = z.infer<typeof testScriptExecutionSchema>;
