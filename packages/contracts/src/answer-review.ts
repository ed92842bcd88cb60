import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { ANSWER_VERDICTS, citationSchema } from './answers.ts';
import { listQuerySchema, page } from './envelope.ts';

// Review (issue 22 point 5): each drafted answer accepted, edited or rejected by a person,
// assignable with a due date, discussed in comments; a gap becomes a risk, a finding or a
// control to build in one click.

export const REVIEW_STATUSES = ['pending', 'accepted', 'edited', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'To review',
  accepted: 'Accepted',
  edited: 'Edited',
  rejected: 'Rejected',
};

/** What a reviewer does with an answer. */
export const REVIEW_DECISIONS = ['accept', 'edit', 'reject', 'reopen'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const ANSWER_TEXT_MAX = 4000;

export const reviewAnswerBodySchema = z
  .strictObject({
    /** accept: the draft as it stands; edit: the verdict and text given; reject: no answer; reopen: back to review. */
    decision: z.enum(REVIEW_DECISIONS).optional(),
    /** The verdict, with decision edit. */
    answer: z.enum(ANSWER_VERDICTS).optional(),
    /** The text the customer reads, with decision edit. */
    text: z
      .string()
      .trim()
      .min(1, 'Write the answer')
      .max(ANSWER_TEXT_MAX, `An answer is at most ${ANSWER_TEXT_MAX} characters`)
      .optional(),
    /** With decision accept: when the draft being accepted was written (409 if redrafted since). */
    draftedAt: z.string().max(40).optional(),
    /** Who reviews it; null: nobody. */
    assigneeId: z.string().min(1).max(64).nullable().optional(),
    dueDate: calendarDate().nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'edit') {
      if (b.answer === undefined)
        ctx.addIssue({ code: 'custom', path: ['answer'], message: 'Choose the answer' });
      if (b.text === undefined)
        ctx.addIssue({ code: 'custom', path: ['text'], message: 'Write the answer' });
    } else if (b.answer !== undefined || b.text !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [b.answer !== undefined ? 'answer' : 'text'],
        message: 'An answer is given with the decision edit',
      });
    }
    if (b.decision === undefined && b.assigneeId === undefined && b.dueDate === undefined)
      ctx.addIssue({ code: 'custom', path: ['decision'], message: 'Nothing to change' });
  });
export type ReviewAnswerBody = z.infer<typeof reviewAnswerBodySchema>;

export const reviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  /** The answer as reviewed: the draft accepted, or as edited; null while pending or rejected. */
  answer: z.enum(ANSWER_VERDICTS).nullable(),
  text: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  dueDate: z.string().nullable(),
  commentCount: z.number(),
  /** The record a gap became. */
  gap: z.object({ kind: z.enum(['risk', 'finding', 'control']), id: z.string() }).nullable(),
});
export type AnswerReview = z.infer<typeof reviewSchema>;

export const GAP_KINDS = ['risk', 'finding', 'control'] as const;
export type GapKind = (typeof GAP_KINDS)[number];
export const GAP_KIND_LABELS: Record<GapKind, string> = {
  risk: 'Risk',
  finding: 'Finding',
  control: 'Control to build',
};

export const raiseGapBodySchema = z.strictObject({ kind: z.enum(GAP_KINDS) });
export type RaiseGapBody = z.infer<typeof raiseGapBodySchema>;

export const COMMENT_MAX = 4000;
export const answerCommentBodySchema = z.strictObject({
  body: z
    .string()
    .trim()
    .min(1, 'Write a comment')
    .max(COMMENT_MAX, `A comment is at most ${COMMENT_MAX} characters`),
});
export type AnswerCommentBody = z.infer<typeof answerCommentBodySchema>;

export const answerCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
});
export type AnswerComment = z.infer<typeof answerCommentSchema>;

export const incomingQuestionParamsSchema = z.object({
  id: z.string().min(1).max(64),
  questionId: z.string().min(1).max(64),
});

// The answer library (issue 22 point 4): approved answers, reused while their records hold.

export const LIBRARY_STANDINGS = ['current', 'stale', 'conflicting'] as const;
export type LibraryStanding = (typeof LIBRARY_STANDINGS)[number];
export const LIBRARY_STANDING_LABELS: Record<LibraryStanding, string> = {
  current: 'Current',
  stale: 'Stale',
  conflicting: 'Disagrees with another',
};

export const libraryEntrySchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.enum(ANSWER_VERDICTS),
  text: z.string(),
  citations: z.array(citationSchema),
  approvedBy: z.string(),
  approvedAt: z.string(),
  /** The customer (or questionnaire) it was first given to. */
  source: z.string(),
  /** The questionnaire it came from, while it exists. */
  questionnaireId: z.string().nullable(),
  standing: z.enum(LIBRARY_STANDINGS),
  /** Why it is stale: the records that no longer hold. */
  staleReasons: z.array(z.string()),
});
export type LibraryEntryView = z.infer<typeof libraryEntrySchema>;

export const libraryListQuerySchema = z.strictObject({
  ...listQuerySchema.shape,
  q: z.string().trim().max(200, 'Search at most 200 characters').optional(),
  standing: z.enum(LIBRARY_STANDINGS).optional(),
});

/** A page of the entries that match; the counts are of the whole library. */
export const libraryListSchema = page(libraryEntrySchema).extend({
  counts: z.object({ current: z.number(), stale: z.number(), conflicting: z.number() }),
  abilities: z.object({ delete: z.boolean() }),
});
export type LibraryList = z.infer<typeof libraryListSchema>;

export const libraryEntryParamsSchema = z.object({ id: z.string().min(1).max(64) });
