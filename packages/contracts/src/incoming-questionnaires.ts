import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { page } from './envelope.ts';
import { blankAsAbsent, jsonField } from './form-fields.ts';

// Questionnaires customers send the organisation to answer (issue 22): imported as sent (XLSX,
// CSV, Word tables, pasted text), the columns of each sheet guessed and corrected by a person.

export const INCOMING_FORMATS = ['xlsx', 'csv', 'docx', 'text'] as const;
export type IncomingFormat = (typeof INCOMING_FORMATS)[number];
export const INCOMING_FORMAT_LABELS: Record<IncomingFormat, string> = {
  xlsx: 'Excel workbook',
  csv: 'CSV file',
  docx: 'Word document',
  text: 'Pasted text',
};

export const INCOMING_STATUSES = ['imported', 'drafting', 'drafted'] as const;
export type IncomingStatus = (typeof INCOMING_STATUSES)[number];
export const INCOMING_STATUS_LABELS: Record<IncomingStatus, string> = {
  imported: 'Imported',
  drafting: 'Drafting answers',
  drafted: 'Answers drafted',
};

/** What a drafted answer says (issue 22 point 3). */
export const ANSWER_VERDICTS = ['yes', 'partial', 'no', 'unknown', 'n/a'] as const;
export type AnswerVerdict = (typeof ANSWER_VERDICTS)[number];
export const ANSWER_VERDICT_LABELS: Record<AnswerVerdict, string> = {
  yes: 'Yes',
  partial: 'Partially',
  no: 'No',
  unknown: 'Unknown',
  'n/a': 'Not applicable',
};

/** The records an answer may rest on. */
export const CITATION_KINDS = [
  'control',
  'control_test',
  'evidence',
  'document',
  'certification',
  'vendor',
  'risk',
] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];

export const citationSchema = z.object({
  kind: z.enum(CITATION_KINDS),
  id: z.string(),
  title: z.string(),
});

export const draftedAnswerSchema = z.object({
  answer: z.enum(ANSWER_VERDICTS),
  text: z.string(),
  reason: z.string(),
  confidence: z.number(),
  citations: z.array(citationSchema),
  draftedAt: z.string(),
  /** The approved answer it reuses from the answer library, if any. */
  libraryEntryId: z.string().nullable(),
});
export type DraftedAnswer = z.infer<typeof draftedAnswerSchema>;

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

/** The parts of a sheet a column can hold. */
export const SHEET_COLUMN_ROLES = [
  'question',
  'answer',
  'comment',
  'section',
  'reference',
] as const;
export type SheetColumnRole = (typeof SHEET_COLUMN_ROLES)[number];
export const SHEET_COLUMN_ROLE_LABELS: Record<SheetColumnRole, string> = {
  question: 'Question',
  answer: 'Answer',
  comment: 'Comment',
  section: 'Section',
  reference: 'Number',
};

/** Most columns a sheet is read with (the reader's limit). */
export const SHEET_MAX_COLUMNS = 60;
const column = z
  .number()
  .int('A column is a whole number')
  .min(0, 'Columns are counted from 0')
  .max(SHEET_MAX_COLUMNS - 1, `Columns are counted up to ${SHEET_MAX_COLUMNS - 1}`);

export const sheetLayoutSchema = z
  .strictObject({
    sheet: z.string().min(1, 'Name the sheet').max(200, 'A sheet name is at most 200 characters'),
    /** The header row's number (1-based); questions start below it. null: no header. */
    headerRow: z.number().int().min(1).max(1_000_000).nullable(),
    columns: z.strictObject({
      question: column,
      answer: column.nullable(),
      comment: column.nullable(),
      section: column.nullable(),
      reference: column.nullable(),
    }),
  })
  .refine(
    (l) => {
      const used = Object.values(l.columns).filter((c): c is number => c !== null);
      return new Set(used).size === used.length;
    },
    { message: 'Each column holds one part of the sheet', path: ['columns'] },
  );
export type SheetLayoutInput = z.infer<typeof sheetLayoutSchema>;

/** A corrected layout per sheet to import; a sheet left out is not imported. */
export const sheetLayoutsField = jsonField(
  z.array(sheetLayoutSchema).max(50, 'At most 50 sheets'),
  'layouts must be a JSON list of sheet layouts',
);

/** The text fields of a preview: the file travels in the `file` part. */
export const previewIncomingFieldsSchema = z.strictObject({
  layouts: blankAsAbsent(sheetLayoutsField.optional()),
});

export const incomingFields = {
  title: z.string().trim().max(200, 'The title is at most 200 characters'),
  customer: z.string().trim().max(200, 'The customer is at most 200 characters'),
  dueDate: calendarDate(),
};

/** The text fields of an import: the file travels in the `file` part. */
export const importIncomingFieldsSchema = z.strictObject({
  title: blankAsAbsent(incomingFields.title.optional()),
  customer: incomingFields.customer.default(''),
  dueDate: blankAsAbsent(incomingFields.dueDate.optional()),
  layouts: blankAsAbsent(sheetLayoutsField.optional()),
});
export type ImportIncomingFields = z.infer<typeof importIncomingFieldsSchema>;

export const updateIncomingBodySchema = z
  .strictObject({
    title: incomingFields.title.min(1, 'Give the questionnaire a title'),
    customer: incomingFields.customer,
    dueDate: incomingFields.dueDate.nullable(),
  })
  .partial();
export type UpdateIncomingBody = z.infer<typeof updateIncomingBodySchema>;

const sampleRowSchema = z.object({ row: z.number(), cells: z.array(z.string()) });

export const incomingQuestionSchema = z.object({
  id: z.string(),
  sheet: z.string(),
  row: z.number(),
  section: z.string().nullable(),
  reference: z.string().nullable(),
  text: z.string(),
  /** The answers the customer's dropdown allows; null: free text. */
  allowedAnswers: z.array(z.string()).nullable(),
});
export type IncomingQuestion = z.infer<typeof incomingQuestionSchema>;

/** A question with its drafted answer, once drafted, and its review. */
export const incomingQuestionWithAnswerSchema = incomingQuestionSchema.extend({
  draft: draftedAnswerSchema.nullable(),
  review: reviewSchema,
});
export type IncomingQuestionWithAnswer = z.infer<typeof incomingQuestionWithAnswerSchema>;

/** What a file holds, before anything is stored: each sheet, its columns and a few rows. */
export const incomingPreviewSchema = z.object({
  format: z.enum(INCOMING_FORMATS),
  fileName: z.string(),
  sheets: z.array(
    z.object({
      name: z.string(),
      rowCount: z.number(),
      columnCount: z.number(),
      /** As guessed, or as sent back corrected; null: no questions found in it. */
      layout: sheetLayoutSchema.nullable(),
      /** The header row (when there is one) and the first rows below it. */
      sampleRows: z.array(sampleRowSchema),
      questionCount: z.number(),
      sampleQuestions: z.array(incomingQuestionSchema.omit({ id: true })),
    }),
  ),
  questionCount: z.number(),
});
export type IncomingPreview = z.infer<typeof incomingPreviewSchema>;

export const incomingQuestionnaireSchema = z.object({
  id: z.string(),
  title: z.string(),
  customer: z.string(),
  dueDate: z.string().nullable(),
  status: z.enum(INCOMING_STATUSES),
  format: z.enum(INCOMING_FORMATS),
  fileName: z.string(),
  sizeBytes: z.number(),
  questionCount: z.number(),
  sheets: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Answers drafted so far. */
  answeredCount: z.number(),
  /** Answers a person accepted, edited or rejected. */
  reviewedCount: z.number(),
  abilities: z.object({
    update: z.boolean(),
    delete: z.boolean(),
    draft: z.boolean(),
    /** Accept, edit, reject, assign, comment. */
    review: z.boolean(),
    /** Which records a gap may become for this person. */
    raiseGap: z.object({ risk: z.boolean(), finding: z.boolean(), control: z.boolean() }),
  }),
});
export type IncomingQuestionnaire = z.infer<typeof incomingQuestionnaireSchema>;

export const incomingQuestionnaireListSchema = page(incomingQuestionnaireSchema).extend({
  abilities: z.object({ import: z.boolean() }),
});
export type IncomingQuestionnaireList = z.infer<typeof incomingQuestionnaireListSchema>;

export const incomingListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** What an import answers (issue 22 point 2). */
export const incomingImportedSchema = z.object({
  id: z.string(),
  questions: z.array(incomingQuestionSchema),
});
export type IncomingImported = z.infer<typeof incomingImportedSchema>;

/** Where drafting stands: the job's progress while it runs, its failure if it failed. */
export const incomingDraftingSchema = z.object({
  jobId: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']),
  progress: z.number(),
  error: z.string().nullable(),
});
export type IncomingDrafting = z.infer<typeof incomingDraftingSchema>;

export const incomingDetailSchema = z.object({
  questionnaire: incomingQuestionnaireSchema,
  questions: z.array(incomingQuestionWithAnswerSchema),
  drafting: incomingDraftingSchema.nullable(),
});
export type IncomingDetail = z.infer<typeof incomingDetailSchema>;

/**
 * Answers out: the customer's own workbook (Excel imports), a CSV table of every answer, or a
 * printable PDF summary.
 */
export const INCOMING_EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export const incomingExportQuerySchema = z.strictObject({
  format: z.enum(INCOMING_EXPORT_FORMATS),
});

export const incomingIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

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
  q: z.string().trim().max(200, 'Search at most 200 characters').optional(),
  standing: z.enum(LIBRARY_STANDINGS).optional(),
});

export const libraryListSchema = z.object({
  items: z.array(libraryEntrySchema),
  counts: z.object({ current: z.number(), stale: z.number(), conflicting: z.number() }),
  abilities: z.object({ delete: z.boolean() }),
});
export type LibraryList = z.infer<typeof libraryListSchema>;

export const libraryEntryParamsSchema = z.object({ id: z.string().min(1).max(64) });
