import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';

/** Where a sheet's parts stand (the layout of @rampart/domain), as stored. */
export type StoredSheetLayout = {
  sheet: string;
  headerRow: number | null;
  columns: {
    question: number;
    answer: number | null;
    comment: number | null;
    section: number | null;
    reference: number | null;
  };
};

/**
 * A questionnaire a customer sent the organisation to answer (issue 22 point 2), kept as they
 * sent it: the original file (XLSX, CSV, DOCX, or pasted text kept as a text file) in file
 * storage, and the layout of each sheet the questions were read with, so the answers can be
 * written back into the customer's own cells.
 */
export const incomingQuestionnaires = pgTable(
  'incoming_questionnaires',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    title: text('title').notNull(),
    customer: text('customer').notNull().default(''),
    dueOn: date('due_on', { mode: 'string' }),
    /** imported, drafting, drafted. */
    status: text('status').notNull().default('imported'),
    /** xlsx, csv, docx, text. */
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storage: text('storage').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The sheets read and where their columns stand; none for pasted text. */
    layouts: jsonb('layouts').$type<StoredSheetLayout[]>().notNull(),
    questionCount: integer('question_count').notNull(),
    /** The last drafting job, for its progress. */
    draftJobId: text('draft_job_id'),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('incoming_questionnaires_org_updated_idx').on(
      t.organizationId,
      t.updatedAt.desc(),
      t.id.desc(),
    ),
  ],
);

/** One question of an incoming questionnaire, where it stands in the customer's file. */
export const incomingQuestions = pgTable(
  'incoming_questions',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    questionnaireId: text('questionnaire_id')
      .notNull()
      .references(() => incomingQuestionnaires.id, { onDelete: 'cascade' }),
    /** Order in the file: sheets in order, rows top to bottom. */
    position: integer('position').notNull(),
    sheet: text('sheet').notNull(),
    /** The row's number in its sheet or table (1-based); for pasted text, the line's. */
    row: integer('row').notNull(),
    section: text('section'),
    reference: text('reference'),
    text: text('text').notNull(),
    /** The answers the customer's dropdown allows in the answer cell; null: free text. */
    allowedAnswers: jsonb('allowed_answers').$type<string[]>(),
    /** The drafted answer (issue 22 point 3): yes, partial, no, unknown, n/a; null until drafted. */
    answer: text('answer'),
    answerText: text('answer_text'),
    answerReason: text('answer_reason'),
    confidence: doublePrecision('confidence'),
    /** The records the answer rests on: { kind, id, title }. */
    citations: jsonb('citations')
      .$type<{ kind: string; id: string; title: string }[]>()
      .notNull()
      .default([]),
    draftedAt: ts('drafted_at'),
    /** The approved answer the draft reuses from the answer library (no link: entries go). */
    libraryEntryId: text('library_entry_id'),
    /** Review (issue 22 point 5): pending, accepted, edited, rejected. */
    reviewStatus: text('review_status').notNull().default('pending'),
    /** The answer as reviewed: the draft as accepted, or as a person edited it. */
    finalAnswer: text('final_answer'),
    finalText: text('final_text'),
    reviewedBy: userRef('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
    /** Who is to review it, and by when. */
    assigneeId: userRef('assignee_id'),
    dueOn: date('due_on', { mode: 'string' }),
    /** The record a gap in the answer became: risk, finding or control. */
    gapKind: text('gap_kind'),
    gapId: text('gap_id'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    index('incoming_questions_org_questionnaire_idx').on(
      t.organizationId,
      t.questionnaireId,
      t.position,
    ),
    uniqueIndex('incoming_questions_cell_idx').on(t.questionnaireId, t.sheet, t.row),
    check('incoming_questions_position_check', sql`${t.position} >= 0`),
    check(
      'incoming_questions_review_status_check',
      sql`${t.reviewStatus} in ('pending', 'accepted', 'edited', 'rejected')`,
    ),
    index('incoming_questions_assignee_idx').on(t.organizationId, t.assigneeId),
  ],
);

/** What people said about one answer while reviewing it. */
export const incomingAnswerComments = pgTable(
  'incoming_answer_comments',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    questionId: text('question_id')
      .notNull()
      .references(() => incomingQuestions.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    /** As the author was named when writing, kept if the account goes. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    // By question first: a question's comments, and the cascade when questions go.
    index('incoming_answer_comments_question_idx').on(t.questionId, t.createdAt),
  ],
);

/**
 * The answer library (issue 22 point 4): answers a person approved (accepted or edited in a
 * review), with who and when, the records they rest on, and where they were first given; one
 * entry per reviewed question, kept when that questionnaire is deleted.
 */
export const answerLibrary = pgTable(
  'answer_library',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    question: text('question').notNull(),
    /** The question's words without numbering or punctuation: the same question, found. */
    questionKey: text('question_key').notNull(),
    answer: text('answer').notNull(),
    text: text('text').notNull(),
    citations: jsonb('citations')
      .$type<{ kind: string; id: string; title: string }[]>()
      .notNull()
      .default([]),
    approvedBy: userRef('approved_by'),
    approvedByName: text('approved_by_name').notNull(),
    approvedAt: ts('approved_at').notNull(),
    sourceQuestionId: text('source_question_id').references(() => incomingQuestions.id, {
      onDelete: 'set null',
    }),
    sourceQuestionnaireId: text('source_questionnaire_id').references(
      () => incomingQuestionnaires.id,
      { onDelete: 'set null' },
    ),
    /** The customer (or the questionnaire's title) it was first given to. */
    source: text('source').notNull(),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    index('answer_library_org_key_idx').on(t.organizationId, t.questionKey),
    uniqueIndex('answer_library_source_idx').on(t.sourceQuestionId),
  ],
);
