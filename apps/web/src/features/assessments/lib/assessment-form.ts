import { z } from 'zod';
import {
  createAssessmentBodySchema,
  PERIOD_ORDER_MESSAGE,
  type Assessment,
} from '@rampart/contracts';

/** The assessment form: the contract's rules, with dates as the date inputs give them. */
export const assessmentFormSchema = z
  .object({
    frameworkId: z.string().min(1, 'Choose a framework'),
    name: createAssessmentBodySchema.shape.name,
    periodStart: z.string().min(1, 'Enter the first day of the period'),
    periodEnd: z.string().min(1, 'Enter the last day of the period'),
    /** '' for nobody. */
    leadAssessorUserId: z.string(),
  })
  .refine((v) => !v.periodStart || !v.periodEnd || v.periodEnd > v.periodStart, {
    message: PERIOD_ORDER_MESSAGE,
    path: ['periodEnd'],
  });
export type AssessmentFormInput = z.input<typeof assessmentFormSchema>;
export type AssessmentFormValues = z.output<typeof assessmentFormSchema>;
export const ASSESSMENT_FORM_FIELDS = [
  'frameworkId',
  'name',
  'periodStart',
  'periodEnd',
  'leadAssessorUserId',
] as const satisfies readonly (keyof AssessmentFormValues)[];

/** A calendar year from today's year, the common audit period. */
export const emptyAssessmentForm = (today = new Date()): AssessmentFormValues => {
  const year = today.getUTCFullYear();
  return {
    frameworkId: '',
    name: '',
    periodStart: `${year}-01-01`,
    periodEnd: `${year}-12-31`,
    leadAssessorUserId: '',
  };
};

export const formFromAssessment = (a: Assessment): AssessmentFormValues => ({
  frameworkId: a.frameworkId,
  name: a.name,
  periodStart: a.periodStart,
  periodEnd: a.periodEnd,
  leadAssessorUserId: a.leadAssessor?.id ?? '',
});

export type CreateAssessmentInput = {
  frameworkId: string;
  name: string;
  periodStart: string;
  periodEnd: string;
  leadAssessorUserId?: string;
};
export type UpdateAssessmentInput = Partial<{
  name: string;
  periodStart: string;
  periodEnd: string;
  leadAssessorUserId: string | null;
}>;

export const toCreateBody = (v: AssessmentFormValues): CreateAssessmentInput => ({
  frameworkId: v.frameworkId,
  name: v.name,
  periodStart: v.periodStart,
  periodEnd: v.periodEnd,
  ...(v.leadAssessorUserId ? { leadAssessorUserId: v.leadAssessorUserId } : {}),
});

/** Only what changed (the framework cannot change once results are recorded against it). */
export const assessmentPatch = (
  before: AssessmentFormValues,
  v: AssessmentFormValues,
): UpdateAssessmentInput => {
  const patch: UpdateAssessmentInput = {};
  if (v.name !== before.name) patch.name = v.name;
  if (v.periodStart !== before.periodStart) patch.periodStart = v.periodStart;
  if (v.periodEnd !== before.periodEnd) patch.periodEnd = v.periodEnd;
  if (v.leadAssessorUserId !== before.leadAssessorUserId) {
    patch.leadAssessorUserId = v.leadAssessorUserId || null;
  }
  return patch;
};
