import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { newId } from '../ids.ts';
import { questionnaireActivity } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type QuestionnaireActivityRow = typeof questionnaireActivity.$inferSelect;
export type NewQuestionnaireActivity = Omit<
  typeof questionnaireActivity.$inferInsert,
  'id' | 'createdAt'
>;

/** Writes one entry of a questionnaire's activity (§3 Activity), in the caller's transaction. */
export const recordQuestionnaireActivity = async (
  db: Executor,
  entry: NewQuestionnaireActivity,
): Promise<QuestionnaireActivityRow> =>
  (
    await db
      .insert(questionnaireActivity)
      .values({ id: newId('qact'), ...entry })
      .returning()
  )[0]!;

const ofQuestionnaire = (organizationId: string, questionnaireId: string) =>
  and(
    eq(questionnaireActivity.organizationId, organizationId),
    eq(questionnaireActivity.questionnaireId, questionnaireId),
  );
const newestFirst = [desc(questionnaireActivity.createdAt), desc(questionnaireActivity.id)];

/** The newest entries first, at most `limit` (the last entry, for the live document's writes). */
export const listQuestionnaireActivity = (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  limit: number,
): Promise<QuestionnaireActivityRow[]> =>
  db
    .select()
    .from(questionnaireActivity)
    .where(ofQuestionnaire(organizationId, questionnaireId))
    .orderBy(...newestFirst)
    .limit(limit);

/** One page of a questionnaire's activity, newest first, read back to its first entry. */
export const pageQuestionnaireActivity = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  q: PageQuery,
): Promise<{ rows: QuestionnaireActivityRow[]; total: number; nextCursor: string | null }> => {
  const where = ofQuestionnaire(organizationId, questionnaireId);
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(questionnaireActivity)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(questionnaireActivity).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};
