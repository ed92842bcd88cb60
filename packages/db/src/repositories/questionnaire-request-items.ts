// The review items of a questionnaire request: one per question, holding its review status,
// notes and files (questionnaire-requests.ts has the requests themselves).
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { questionnaireRequestItems, users } from '../schema/index.ts';

export type QuestionnaireRequestItemRow = typeof questionnaireRequestItems.$inferSelect;
export type NewQuestionnaireRequestItemRow = typeof questionnaireRequestItems.$inferInsert;

/** A reviewer's name for the review page (items keep only the id). */
export type QuestionnaireRequestItemRecord = QuestionnaireRequestItemRow & {
  reviewedByName: string | null;
};

export const listRequestItems = async (
  db: Executor,
  organizationId: string,
  requestId: string,
): Promise<QuestionnaireRequestItemRecord[]> =>
  db
    .select({ ...getTableColumns(questionnaireRequestItems), reviewedByName: users.name })
    .from(questionnaireRequestItems)
    .leftJoin(users, eq(users.id, questionnaireRequestItems.reviewedBy))
    .where(
      and(
        eq(questionnaireRequestItems.organizationId, organizationId),
        eq(questionnaireRequestItems.requestId, requestId),
      ),
    );

/** The item of a question, made when first needed (an upload, a note, a submission). */
export const ensureRequestItems = async (
  db: Executor,
  organizationId: string,
  requestId: string,
  questionIds: readonly string[],
  newId: () => string,
): Promise<void> => {
  if (questionIds.length === 0) return;
  await db
    .insert(questionnaireRequestItems)
    .values(
      questionIds.map((questionId) => ({ id: newId(), organizationId, requestId, questionId })),
    )
    .onConflictDoNothing({
      target: [questionnaireRequestItems.requestId, questionnaireRequestItems.questionId],
    });
};

const itemWhere = (organizationId: string, requestId: string, questionId: string) =>
  and(
    eq(questionnaireRequestItems.organizationId, organizationId),
    eq(questionnaireRequestItems.requestId, requestId),
    eq(questionnaireRequestItems.questionId, questionId),
  );

export const findRequestItem = async (
  db: Executor,
  organizationId: string,
  requestId: string,
  questionId: string,
): Promise<QuestionnaireRequestItemRow | null> =>
  (
    await db
      .select()
      .from(questionnaireRequestItems)
      .where(itemWhere(organizationId, requestId, questionId))
      .limit(1)
  )[0] ?? null;

export const updateRequestItem = async (
  db: Executor,
  organizationId: string,
  requestId: string,
  questionId: string,
  patch: Partial<NewQuestionnaireRequestItemRow>,
): Promise<QuestionnaireRequestItemRow | null> =>
  (
    await db
      .update(questionnaireRequestItems)
      .set({ ...patch, updatedAt: new Date() })
      .where(itemWhere(organizationId, requestId, questionId))
      .returning()
  )[0] ?? null;

/** Sets the review status of a request's items in one statement (accepting a whole response). */
export const setRequestItemsStatus = async (
  db: Executor,
  organizationId: string,
  requestId: string,
  from: readonly string[],
  patch: { reviewStatus: string; reviewedBy?: string | null; reviewedAt?: Date },
): Promise<void> => {
  await db
    .update(questionnaireRequestItems)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(questionnaireRequestItems.organizationId, organizationId),
        eq(questionnaireRequestItems.requestId, requestId),
        inArray(questionnaireRequestItems.reviewStatus, [...from]),
      ),
    );
};
