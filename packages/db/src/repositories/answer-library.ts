import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { answerLibrary, risks, vendors } from '../schema/index.ts';

// The answer library of customer questionnaires (issue 22 point 4).

export type AnswerLibraryRow = typeof answerLibrary.$inferSelect;
export type NewAnswerLibraryRow = typeof answerLibrary.$inferInsert;

/** Most entries read at once: a library larger than this keeps its newest. */
export const LIBRARY_READ_LIMIT = 5000;

/** The approved answer of a reviewed question, kept or replaced (one entry per question). */
export const saveLibraryEntry = async (db: Executor, row: NewAnswerLibraryRow): Promise<void> => {
  await db
    .insert(answerLibrary)
    .values(row)
    .onConflictDoUpdate({
      target: answerLibrary.sourceQuestionId,
      set: {
        question: row.question,
        questionKey: row.questionKey,
        answer: row.answer,
        text: row.text,
        citations: row.citations,
        approvedBy: row.approvedBy,
        approvedByName: row.approvedByName,
        approvedAt: row.approvedAt,
        source: row.source,
        sourceQuestionnaireId: row.sourceQuestionnaireId,
      },
    });
};

/** A review undone (rejected, reopened): the question's entry leaves the library. */
export const dropLibraryEntryOfQuestion = async (
  db: Executor,
  organizationId: string,
  questionId: string,
): Promise<void> => {
  await db
    .delete(answerLibrary)
    .where(
      and(
        eq(answerLibrary.organizationId, organizationId),
        eq(answerLibrary.sourceQuestionId, questionId),
      ),
    );
};

/** The organisation's library, newest approval first. */
export const listLibraryEntries = async (
  db: Executor,
  organizationId: string,
): Promise<AnswerLibraryRow[]> =>
  db
    .select()
    .from(answerLibrary)
    .where(eq(answerLibrary.organizationId, organizationId))
    .orderBy(desc(answerLibrary.approvedAt), desc(answerLibrary.id))
    .limit(LIBRARY_READ_LIMIT);

/** Removes an entry; answers whether there was one. */
export const deleteLibraryEntry = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<AnswerLibraryRow | null> =>
  (
    await db
      .delete(answerLibrary)
      .where(and(eq(answerLibrary.organizationId, organizationId), eq(answerLibrary.id, id)))
      .returning()
  )[0] ?? null;

/** Which of these risks and vendors still exist in the organisation. */
export const existingRegisterIds = async (
  db: Executor,
  organizationId: string,
  ids: { risks: string[]; vendors: string[] },
): Promise<{ risks: Set<string>; vendors: Set<string> }> => {
  const foundRisks =
    ids.risks.length > 0
      ? await db
          .select({ id: risks.id })
          .from(risks)
          .where(and(eq(risks.organizationId, organizationId), inArray(risks.id, ids.risks)))
      : [];
  const foundVendors =
    ids.vendors.length > 0
      ? await db
          .select({ id: vendors.id })
          .from(vendors)
          .where(and(eq(vendors.organizationId, organizationId), inArray(vendors.id, ids.vendors)))
      : [];
  return {
    risks: new Set(foundRisks.map((r) => r.id)),
    vendors: new Set(foundVendors.map((v) => v.id)),
  };
};
