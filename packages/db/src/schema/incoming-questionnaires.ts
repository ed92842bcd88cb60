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
  ],
);
