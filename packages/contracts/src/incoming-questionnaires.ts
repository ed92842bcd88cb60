import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { LIST_LIMIT_MAX, page } from './envelope.ts';
import { blankAsAbsent, jsonField } from './form-fields.ts';
import { draftedAnswerSchema } from './answers.ts';
import { reviewSchema } from './answer-review.ts';

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
  /**
   * Sent by an approved visitor through the trust centre (issue 24 point 5): who sent it, and
   * when the answers went back to them; null for a questionnaire the team imported.
   */
  fromTrustCentre: z
    .object({
      name: z.string(),
      email: z.string(),
      company: z.string(),
      receivedAt: z.string(),
      returnedAt: z.string().nullable(),
      /**
       * Why the answers cannot go back now, in words (answers not all reviewed, the visitor's
       * access ended); null when they can.
       */
      returnBlockedBy: z.string().nullable(),
    })
    .nullable(),
  abilities: z.object({
    update: z.boolean(),
    delete: z.boolean(),
    draft: z.boolean(),
    /** Accept, edit, reject, assign, comment. */
    review: z.boolean(),
    /** Which records a gap may become for this person. */
    raiseGap: z.object({ risk: z.boolean(), finding: z.boolean(), control: z.boolean() }),
    /** Send the answered file back to the visitor who sent it through the trust centre. */
    return: z.boolean(),
  }),
});
export type IncomingQuestionnaire = z.infer<typeof incomingQuestionnaireSchema>;

export const incomingQuestionnaireListSchema = page(incomingQuestionnaireSchema).extend({
  abilities: z.object({ import: z.boolean() }),
});
export type IncomingQuestionnaireList = z.infer<typeof incomingQuestionnaireListSchema>;

export const incomingListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(50),
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
 * Answers out: the customer's own workbook (Excel imports) or Word document (Word imports), a
 * CSV table of every answer, or a printable PDF summary.
 */
export const INCOMING_EXPORT_FORMATS = ['xlsx', 'docx', 'csv', 'pdf'] as const;
export type IncomingExportFormat = (typeof INCOMING_EXPORT_FORMATS)[number];
export const incomingExportQuerySchema = z.strictObject({
  format: z.enum(INCOMING_EXPORT_FORMATS),
});

export const incomingIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
