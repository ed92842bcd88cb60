import { limitText } from './limit-text.ts';
import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { listQuerySchema, page } from './envelope.ts';
import { findingSeveritySchema } from './findings.ts';
import { QUESTION_TYPES, QUESTIONNAIRE_LIMITS } from './questionnaire-values.ts';

// A published questionnaire sent to a recipient (a vendor's contact or any email), answered
// through a link without an account, and reviewed by the team question by question
// (issue 12 point 5).

/** Where a response stands. Revoked links answer 410; so do expired ones. */
export const QUESTIONNAIRE_REQUEST_STATUSES = [
  'sent',
  'in_progress',
  'submitted',
  'clarification_requested',
  'accepted',
  'revoked',
] as const;
export type QuestionnaireRequestStatus = (typeof QUESTIONNAIRE_REQUEST_STATUSES)[number];
export const QUESTIONNAIRE_REQUEST_STATUS_LABELS: Record<QuestionnaireRequestStatus, string> = {
  sent: 'Sent',
  in_progress: 'In progress',
  submitted: 'Submitted',
  clarification_requested: 'Clarification requested',
  accepted: 'Accepted',
  revoked: 'Revoked',
};
/** Statuses that count as a response (the questionnaire's responseCount). */
export const RESPONDED_REQUEST_STATUSES = [
  'submitted',
  'clarification_requested',
  'accepted',
] as const satisfies readonly QuestionnaireRequestStatus[];

/** The review of one answer. */
export const REQUEST_ITEM_STATUSES = ['open', 'accepted', 'clarification_requested'] as const;
export type RequestItemStatus = (typeof REQUEST_ITEM_STATUSES)[number];

export const REQUEST_NOTE_AUTHORS = ['team', 'recipient'] as const;
export type RequestNoteAuthor = (typeof REQUEST_NOTE_AUTHORS)[number];

/** What a reviewer does to one answer. */
export const REQUEST_REVIEW_ACTIONS = ['accept', 'clarify', 'note'] as const;
export type RequestReviewAction = (typeof REQUEST_REVIEW_ACTIONS)[number];

/** Rampart's numbers for links sent to recipients. */
export const QUESTIONNAIRE_REQUEST_LIMITS = {
  defaultExpiryDays: 30,
  maxExpiryDays: 365,
  emailMax: 254,
  recipientNameMax: 200,
  messageMax: 5000,
  noteMax: 5000,
} as const;

/** A recipient's answer as stored (the domain's AnswerValue); null clears it. */
export const answerValueSchema = z.union([
  z.boolean(),
  z.number().finite(),
  z.string().max(QUESTIONNAIRE_LIMITS.textAnswerMax),
  z.array(z.string().min(1).max(64)).max(QUESTIONNAIRE_LIMITS.optionsMax),
  z.null(),
]);
export type AnswerValueBody = z.infer<typeof answerValueSchema>;

const id = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(64, `${label} is at most 64 characters`);
const text = (label: string, max: number) =>
  z.string().max(max, `${label} is at most ${limitText(max)} characters`);

/** Loose on purpose (the server names the field); the mailbox and domain parts must be there. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const sendQuestionnaireRequestBodySchema = z.object({
  vendorId: id('Vendor').optional(),
  recipientEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(QUESTIONNAIRE_REQUEST_LIMITS.emailMax, 'The email is too long')
    .regex(EMAIL, 'Enter a valid email address'),
  recipientName: text('Name', QUESTIONNAIRE_REQUEST_LIMITS.recipientNameMax).trim().optional(),
  message: text('Message', QUESTIONNAIRE_REQUEST_LIMITS.messageMax).trim().optional(),
  /** Defaults to 30 days from now; at most a year ahead. */
  expiresAt: calendarDate('Enter a valid expiry date').optional(),
});
export type SendQuestionnaireRequestBody = z.infer<typeof sendQuestionnaireRequestBodySchema>;

export const updateQuestionnaireRequestBodySchema = z.object({
  expiresAt: calendarDate('Enter a valid expiry date'),
});
export type UpdateQuestionnaireRequestBody = z.infer<typeof updateQuestionnaireRequestBodySchema>;

export const requestIdParamsSchema = z.object({ requestId: z.string().min(1).max(64) });
export const requestItemParamsSchema = z.object({
  requestId: z.string().min(1).max(64),
  questionId: z.string().min(1).max(64),
});
export const respondParamsSchema = z.object({ token: z.string().min(1).max(200) });

const person = z.object({ id: z.string(), name: z.string() }).nullable();

export const requestProgressSchema = z.object({
  answered: z.number().int(),
  required: z.number().int(),
  /** 0..100, rounded down so 100 means every required question is answered. */
  percent: z.number().int(),
});
export type RequestProgress = z.infer<typeof requestProgressSchema>;

export const questionnaireRequestSchema = z.object({
  id: z.string(),
  questionnaireId: z.string(),
  questionnaireTitle: z.string(),
  versionLabel: z.string().nullable(),
  vendor: z.object({ id: z.string(), name: z.string() }).nullable(),
  recipientEmail: z.string(),
  recipientName: z.string(),
  message: z.string(),
  status: z.enum(QUESTIONNAIRE_REQUEST_STATUSES),
  /** The link has passed its expiry (the status says where the answers stood then). */
  expired: z.boolean(),
  progress: requestProgressSchema,
  /** 0..100 from the question weights, once submitted; null when nothing shown is scored. */
  score: z.number().int().nullable(),
  sentAt: z.string(),
  openedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  expiresAt: z.string(),
  createdBy: person,
  reviewedBy: person,
  abilities: z.object({
    /** Accept an answer or ask for a clarification. */
    review: z.boolean(),
    /** Write a note on an answer (the recipient reads it). */
    note: z.boolean(),
    raiseFinding: z.boolean(),
    revoke: z.boolean(),
    extend: z.boolean(),
    accept: z.boolean(),
  }),
});
export type QuestionnaireRequest = z.infer<typeof questionnaireRequestSchema>;

export const sentQuestionnaireRequestSchema = z.object({
  request: questionnaireRequestSchema,
  /** The recipient's link, shown this once (only its hash is kept). */
  link: z.string(),
  /** Whether the link was mailed (a mail server is configured). */
  emailed: z.boolean(),
});
export type SentQuestionnaireRequest = z.infer<typeof sentQuestionnaireRequestSchema>;

export const questionnaireRequestListSchema = page(questionnaireRequestSchema);

export const requestNoteSchema = z.object({
  by: z.enum(REQUEST_NOTE_AUTHORS),
  name: z.string(),
  text: z.string(),
  at: z.string(),
});
export type RequestNote = z.infer<typeof requestNoteSchema>;

export const requestFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
});
export type RequestFile = z.infer<typeof requestFileSchema>;

const noteText = z
  .string()
  .trim()
  .min(1, 'Write a note')
  .max(
    QUESTIONNAIRE_REQUEST_LIMITS.noteMax,
    `A note is at most ${limitText(QUESTIONNAIRE_REQUEST_LIMITS.noteMax)} characters`,
  );

export const respondNoteBodySchema = z.object({
  questionId: id('Question'),
  text: noteText,
});
export type RespondNoteBody = z.infer<typeof respondNoteBodySchema>;

export const reviewItemBodySchema = z.object({
  action: z.enum(REQUEST_REVIEW_ACTIONS, {
    message: `Action must be one of ${REQUEST_REVIEW_ACTIONS.join(', ')}`,
  }),
  /** Required to ask for clarification or to write a note; optional when accepting. */
  text: z.string().trim().max(QUESTIONNAIRE_REQUEST_LIMITS.noteMax).optional(),
});
export type ReviewItemBody = z.infer<typeof reviewItemBodySchema>;

export const raiseItemFindingBodySchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200).optional(),
  severity: findingSeveritySchema,
});
export type RaiseItemFindingBody = z.infer<typeof raiseItemFindingBodySchema>;

/** One question of a response, for the team's review. */
export const reviewQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  weight: z.number(),
  helpText: z.string().optional(),
  options: z
    .array(z.object({ id: z.string(), label: z.string(), score: z.number().optional() }))
    .optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** Shown to the recipient for the answers given (a hidden question's answer does not count). */
  visible: z.boolean(),
  answer: answerValueSchema,
  /** The share (0..1) of its weight the answer earned; null for questions outside the score. */
  credit: z.number().nullable(),
  item: z.object({
    status: z.enum(REQUEST_ITEM_STATUSES),
    notes: z.array(requestNoteSchema),
    files: z.array(requestFileSchema),
    findingId: z.string().nullable(),
    reviewedBy: person,
    reviewedAt: z.string().nullable(),
  }),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

export const requestReviewSchema = z.object({
  request: questionnaireRequestSchema,
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string().optional(),
      questions: z.array(reviewQuestionSchema),
    }),
  ),
});
export type RequestReview = z.infer<typeof requestReviewSchema>;

/** A page by `cursor`; `offset`, the older way, still works and wins when both are sent. */
export const listQuestionnaireRequestsQuerySchema = listQuerySchema.extend({
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});
export type ListQuestionnaireRequestsQuery = z.infer<typeof listQuestionnaireRequestsQuerySchema>;

export const raisedFindingSchema = z.object({
  findingId: z.string(),
  review: requestReviewSchema,
});
