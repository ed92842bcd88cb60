import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { newId } from '../ids.ts';
import { questionnaireActivity } from '../schema/index.ts';

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

/** The newest entries first, at most `limit` (the side panel shows 50). */
export const listQuestionnaireActivity = (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  limit: number,
): Promise<QuestionnaireActivityRow[]> =>
  db
    .select()
    .from(questionnaireActivity)
    .where(
      and(
        eq(questionnaireActivity.organizationId, organizationId),
        eq(questionnaireActivity.questionnaireId, questionnaireId),
      ),
    )
    .orderBy(desc(questionnaireActivity.createdAt), desc(questionnaireActivity.id))
    .limit(limit);
