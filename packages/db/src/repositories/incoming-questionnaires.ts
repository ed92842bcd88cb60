import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  incomingQuestionnaires,
  incomingQuestions,
  trustGrants,
  trustQuestionnaires,
  users,
} from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

// Questionnaires customers send the organisation (issue 22 point 2) and their questions.

export type IncomingQuestionnaireRow = typeof incomingQuestionnaires.$inferSelect;
export type IncomingQuestionnaireRecord = IncomingQuestionnaireRow & {
  createdByName: string | null;
  answeredCount: number;
  reviewedCount: number;
  /** Who sent it through the trust centre (issue 24 point 5), and what went back; else null. */
  fromTrust: (typeof trustQuestionnaires.$inferSelect & { visitorLive: boolean }) | null;
};
export type IncomingQuestionRow = typeof incomingQuestions.$inferSelect;

const withCreator = (db: Executor) =>
  db
    .select({
      row: incomingQuestionnaires,
      createdByName: users.name,
      answeredCount: sql<number>`(select count(*)::int from ${incomingQuestions} a
        where a.questionnaire_id = ${incomingQuestionnaires.id} and a.answer is not null)`,
      reviewedCount: sql<number>`(select count(*)::int from ${incomingQuestions} a
        where a.questionnaire_id = ${incomingQuestionnaires.id} and a.review_status <> 'pending')`,
      fromTrust: trustQuestionnaires,
      // Whether the visitor who sent it still holds a live grant of the organisation.
      visitorLive: sql<boolean>`exists (select 1 from ${trustGrants} g
        where g.organization_id = ${incomingQuestionnaires.organizationId}
          and g.email = ${trustQuestionnaires.visitorEmail}
          and g.revoked_at is null and g.expires_at > now())`,
    })
    .from(incomingQuestionnaires)
    .leftJoin(users, eq(users.id, incomingQuestionnaires.createdBy))
    .leftJoin(
      trustQuestionnaires,
      and(
        eq(trustQuestionnaires.incomingId, incomingQuestionnaires.id),
        eq(trustQuestionnaires.organizationId, incomingQuestionnaires.organizationId),
      ),
    );

const record = (r: {
  row: IncomingQuestionnaireRow;
  createdByName: string | null;
  answeredCount: number;
  reviewedCount: number;
  fromTrust: typeof trustQuestionnaires.$inferSelect | null;
  visitorLive: boolean;
}): IncomingQuestionnaireRecord => ({
  ...r.row,
  createdByName: r.createdByName,
  answeredCount: Number(r.answeredCount),
  reviewedCount: Number(r.reviewedCount),
  fromTrust: r.fromTrust ? { ...r.fromTrust, visitorLive: Boolean(r.visitorLive) } : null,
});

const ofOrganization = (organizationId: string) =>
  eq(incomingQuestionnaires.organizationId, organizationId);

/** Newest first, a page at a time. */
export const listIncomingQuestionnaires = async (
  db: Executor,
  organizationId: string,
  page: PageQuery,
): Promise<{ items: IncomingQuestionnaireRecord[]; total: number; nextCursor: string | null }> => {
  const { offset, limit } = pageWindow(page);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    withCreator(db)
      .where(ofOrganization(organizationId))
      .orderBy(desc(incomingQuestionnaires.updatedAt), desc(incomingQuestionnaires.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(incomingQuestionnaires)
      .where(ofOrganization(organizationId)),
  ]);
  return {
    items: rows.map(record),
    total,
    nextCursor: nextCursor(offset, rows.length, total),
  };
};

/** One questionnaire; `lock` holds its row until the transaction ends. */
export const findIncomingQuestionnaire = async (
  db: Executor,
  organizationId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<IncomingQuestionnaireRecord | null> => {
  const query = withCreator(db)
    .where(and(ofOrganization(organizationId), eq(incomingQuestionnaires.id, id)))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: incomingQuestionnaires }) : await query;
  return found ? record(found) : null;
};

export const insertIncomingQuestionnaire = async (
  db: Executor,
  values: typeof incomingQuestionnaires.$inferInsert,
): Promise<void> => {
  await db.insert(incomingQuestionnaires).values(values);
};

export const updateIncomingQuestionnaireRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<
    Pick<IncomingQuestionnaireRow, 'title' | 'customer' | 'dueOn' | 'status' | 'draftJobId'>
  >,
): Promise<void> => {
  await db
    .update(incomingQuestionnaires)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(ofOrganization(organizationId), eq(incomingQuestionnaires.id, id)));
};

/**
 * Marks drafting done (or given up) only while the job is still the questionnaire's own: a job
 * taken over, or overtaken by a newer request, changes nothing.
 */
export const finishIncomingDraft = async (
  db: Executor,
  organizationId: string,
  id: string,
  jobId: string,
  status: 'drafted' | 'imported',
): Promise<void> => {
  await db
    .update(incomingQuestionnaires)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        ofOrganization(organizationId),
        eq(incomingQuestionnaires.id, id),
        eq(incomingQuestionnaires.draftJobId, jobId),
      ),
    );
};

/** Removes the questionnaire and its questions; answers the stored file's key to remove. */
export const deleteIncomingQuestionnaireRow = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<Pick<IncomingQuestionnaireRow, 'storage' | 'storageKey'> | null> => {
  const [gone] = await db
    .delete(incomingQuestionnaires)
    .where(and(ofOrganization(organizationId), eq(incomingQuestionnaires.id, id)))
    .returning({
      storage: incomingQuestionnaires.storage,
      storageKey: incomingQuestionnaires.storageKey,
    });
  return gone ?? null;
};

/** Inserted in slices: a questionnaire of 900 questions is one statement per 250. */
export const insertIncomingQuestions = async (
  db: Executor,
  rows: (typeof incomingQuestions.$inferInsert)[],
): Promise<void> => {
  for (let i = 0; i < rows.length; i += 250) {
    await db.insert(incomingQuestions).values(rows.slice(i, i + 250));
  }
};

/** In the order of the customer's file. */
export const listIncomingQuestions = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
): Promise<IncomingQuestionRow[]> =>
  db
    .select()
    .from(incomingQuestions)
    .where(
      and(
        eq(incomingQuestions.organizationId, organizationId),
        eq(incomingQuestions.questionnaireId, questionnaireId),
      ),
    )
    .orderBy(asc(incomingQuestions.position));

/** A drafted answer of one question. */
export type IncomingAnswerWrite = {
  id: string;
  answer: string;
  answerText: string;
  answerReason: string;
  confidence: number;
  citations: { kind: string; id: string; title: string }[];
  libraryEntryId: string | null;
};

const staleAcceptance = (a: IncomingAnswerWrite) => {
  const changed = sql`${incomingQuestions.reviewStatus} = 'accepted' and (${incomingQuestions.finalAnswer} is distinct from ${a.answer} or ${incomingQuestions.finalText} is distinct from ${a.answerText})`;
  const unless = <T>(column: unknown) => sql<T>`case when ${changed} then null else ${column} end`;
  return {
    reviewStatus: sql<string>`case when ${changed} then 'pending' else ${incomingQuestions.reviewStatus} end`,
    finalAnswer: unless<string | null>(incomingQuestions.finalAnswer),
    finalText: unless<string | null>(incomingQuestions.finalText),
    reviewedBy: unless<string | null>(incomingQuestions.reviewedBy),
    reviewedAt: unless<Date | null>(incomingQuestions.reviewedAt),
  };
};

/**
 * Writes drafted answers of the questionnaire's questions (a question of another questionnaire
 * or organisation is never touched). One statement per answer: a few hundred, in the caller's
 * transaction.
 */
export const saveIncomingAnswers = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  answers: readonly IncomingAnswerWrite[],
  draftedAt: Date,
): Promise<void> => {
  for (const a of answers) {
    await db
      .update(incomingQuestions)
      .set({
        answer: a.answer,
        answerText: a.answerText,
        answerReason: a.answerReason,
        confidence: a.confidence,
        citations: a.citations,
        libraryEntryId: a.libraryEntryId,
        draftedAt,
        // An answer accepted as drafted goes back to review when the new draft says otherwise;
        // an answer a person edited or rejected stays as they left it.
        ...staleAcceptance(a),
      })
      .where(
        and(
          eq(incomingQuestions.organizationId, organizationId),
          eq(incomingQuestions.questionnaireId, questionnaireId),
          eq(incomingQuestions.id, a.id),
        ),
      );
  }
};
