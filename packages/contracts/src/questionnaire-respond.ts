// The recipient's side of a questionnaire request: the page they answer on and the answers
// they save, through a link and without an account (questionnaire-requests.ts has the rest).
import { z } from 'zod';
import {
  answerValueSchema,
  QUESTIONNAIRE_REQUEST_STATUSES,
  REQUEST_ITEM_STATUSES,
  requestFileSchema,
  requestNoteSchema,
  requestProgressSchema,
} from './questionnaire-requests.ts';
import { QUESTION_TYPES, QUESTIONNAIRE_LIMITS } from './questionnaire-values.ts';

/** A question as the recipient sees it: no weights or option scores (they would steer answers). */
export const respondQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  helpText: z.string().optional(),
  options: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  condition: z
    .object({ questionId: z.string(), equals: z.union([z.string(), z.boolean()]) })
    .optional(),
  /** The recipient may change this answer now (before submitting, or reopened for clarification). */
  editable: z.boolean(),
  review: z.object({ status: z.enum(REQUEST_ITEM_STATUSES), notes: z.array(requestNoteSchema) }),
  files: z.array(requestFileSchema),
});
export type RespondQuestion = z.infer<typeof respondQuestionSchema>;

export const respondSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  questions: z.array(respondQuestionSchema),
});
export type RespondSection = z.infer<typeof respondSectionSchema>;

/** What the recipient's page shows. */
export const responseViewSchema = z.object({
  questionnaireTitle: z.string(),
  questionnaireDescription: z.string(),
  versionLabel: z.string().nullable(),
  organizationName: z.string(),
  recipientName: z.string(),
  message: z.string(),
  status: z.enum(QUESTIONNAIRE_REQUEST_STATUSES),
  expiresAt: z.string(),
  submittedAt: z.string().nullable(),
  /** Every question (conditions decide what shows); the ids shown for the answers so far. */
  sections: z.array(respondSectionSchema),
  visibleQuestionIds: z.array(z.string()),
  answers: z.record(z.string(), answerValueSchema),
  progress: requestProgressSchema,
});
export type ResponseView = z.infer<typeof responseViewSchema>;

export const saveAnswersBodySchema = z.object({
  /** Question id → answer; only the questions named change, null clears one. */
  answers: z
    .record(z.string().min(1).max(64), answerValueSchema)
    .refine((a) => Object.keys(a).length <= QUESTIONNAIRE_LIMITS.questionsMax, {
      message: `At most ${QUESTIONNAIRE_LIMITS.questionsMax} answers at once`,
    }),
});
export type SaveAnswersBody = z.infer<typeof saveAnswersBodySchema>;
