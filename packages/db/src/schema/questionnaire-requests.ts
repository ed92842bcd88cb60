import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';
import { questionnaires } from './questionnaires.ts';
import { vendors } from './vendors.ts';

// Questionnaires sent to be answered through a link (vendors answering), beside the live
// editing tables of collaboration.ts.

const questionnaireRef = () =>
  text('questionnaire_id')
    .notNull()
    .references(() => questionnaires.id, { onDelete: 'cascade' });

/**
 * A published questionnaire sent to a recipient (a vendor's contact or any email) to answer
 * through a link, without an account. The questions are frozen as sent.
 */
export const questionnaireRequests = pgTable(
  'questionnaire_requests',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    questionnaireId: questionnaireRef(),
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    message: text('message').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    /** The questions as sent (the questionnaire's structure and version when sent). */
    structure: jsonb('structure').$type<{ sections: Record<string, unknown>[] }>().notNull(),
    versionLabel: text('version_label'),
    /** sent, in_progress, submitted, clarification_requested, accepted, revoked. */
    status: text('status').notNull().default('sent'),
    /** Question id → answer (the domain's AnswerValue). */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    answeredCount: integer('answered_count').notNull().default(0),
    requiredCount: integer('required_count').notNull().default(0),
    /** 0..100 once submitted, from the question weights. */
    score: integer('score'),
    expiresAt: ts('expires_at').notNull(),
    lastOpenedAt: ts('last_opened_at'),
    submittedAt: ts('submitted_at'),
    reviewedAt: ts('reviewed_at'),
    reviewedBy: userRef('reviewed_by'),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    uniqueIndex('questionnaire_requests_token_idx').on(t.tokenHash),
    index('questionnaire_requests_doc_idx').on(t.questionnaireId, t.createdAt.desc()),
    index('questionnaire_requests_vendor_idx').on(t.vendorId),
  ],
);

/**
 * The review of one answer and the conversation about it: the team accepts it or asks for
 * clarification (the question reopens for the recipient); both sides write notes.
 */
export const questionnaireRequestItems = pgTable(
  'questionnaire_request_items',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    requestId: text('request_id')
      .notNull()
      .references(() => questionnaireRequests.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    /** open, accepted, clarification_requested. */
    reviewStatus: text('review_status').notNull().default('open'),
    /** [{ by: 'team' | 'recipient', userId?, name, text, at }] */
    notes: jsonb('notes').$type<Record<string, unknown>[]>().notNull().default([]),
    /** Evidence ids uploaded as the answer of a file question. */
    evidenceIds: text('evidence_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    findingId: text('finding_id'),
    reviewedBy: userRef('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [uniqueIndex('questionnaire_request_items_question_idx').on(t.requestId, t.questionId)],
);
