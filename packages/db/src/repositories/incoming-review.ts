import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import { incomingAnswerComments, incomingQuestions, users } from '../schema/index.ts';
import type { IncomingQuestionRow } from './incoming-questionnaires.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

// The review of customer-questionnaire answers (issue 22 point 5): who reviews each answer, what
// they decided, and what was said about it.

/** A question with the names its review shows and how many comments it has. */
export type IncomingQuestionRecord = IncomingQuestionRow & {
  assigneeName: string | null;
  reviewedByName: string | null;
  commentCount: number;
};

export type IncomingAnswerCommentRow = typeof incomingAnswerComments.$inferSelect;

const assignee = alias(users, 'assignee');
const reviewer = alias(users, 'reviewer');

const withNames = (db: Executor) =>
  db
    .select({
      row: incomingQuestions,
      assigneeName: assignee.name,
      reviewedByName: reviewer.name,
      commentCount: sql<number>`(select count(*)::int from ${incomingAnswerComments} c
        where c.question_id = ${incomingQuestions.id}
          and c.organization_id = ${incomingQuestions.organizationId})`,
    })
    .from(incomingQuestions)
    .leftJoin(assignee, eq(assignee.id, incomingQuestions.assigneeId))
    .leftJoin(reviewer, eq(reviewer.id, incomingQuestions.reviewedBy));

const record = (r: {
  row: IncomingQuestionRow;
  assigneeName: string | null;
  reviewedByName: string | null;
  commentCount: number;
}): IncomingQuestionRecord => ({
  ...r.row,
  assigneeName: r.assigneeName,
  reviewedByName: r.reviewedByName,
  commentCount: Number(r.commentCount),
});

/** The questionnaire's questions in the order of the customer's file, with their review. */
export const listIncomingQuestionRecords = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
): Promise<IncomingQuestionRecord[]> =>
  (
    await withNames(db)
      .where(
        and(
          eq(incomingQuestions.organizationId, organizationId),
          eq(incomingQuestions.questionnaireId, questionnaireId),
        ),
      )
      .orderBy(asc(incomingQuestions.position))
  ).map(record);

/** One question of the questionnaire, with its review; null when not the organisation's. */
export const findIncomingQuestion = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  questionId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<IncomingQuestionRecord | null> => {
  const where = and(
    eq(incomingQuestions.organizationId, organizationId),
    eq(incomingQuestions.questionnaireId, questionnaireId),
    eq(incomingQuestions.id, questionId),
  );
  // Two reviewers deciding at once: the second waits and reads the first one's decision.
  if (lock)
    await db
      .select({ id: incomingQuestions.id })
      .from(incomingQuestions)
      .where(where)
      .for('update');
  const [row] = await withNames(db).where(where);
  return row ? record(row) : null;
};

export type IncomingReviewPatch = Partial<
  Pick<
    IncomingQuestionRow,
    | 'reviewStatus'
    | 'finalAnswer'
    | 'finalText'
    | 'reviewedBy'
    | 'reviewedAt'
    | 'assigneeId'
    | 'dueOn'
    | 'gapKind'
    | 'gapId'
  >
>;

export const updateIncomingQuestionReview = async (
  db: Executor,
  organizationId: string,
  questionId: string,
  patch: IncomingReviewPatch,
): Promise<void> => {
  await db
    .update(incomingQuestions)
    .set(patch)
    .where(
      and(
        eq(incomingQuestions.organizationId, organizationId),
        eq(incomingQuestions.id, questionId),
      ),
    );
};

export const insertAnswerComment = async (
  db: Executor,
  row: typeof incomingAnswerComments.$inferInsert,
): Promise<IncomingAnswerCommentRow> => {
  const [created] = await db.insert(incomingAnswerComments).values(row).returning();
  return created!;
};

/** One page of a question's comments, oldest first. */
export const listAnswerComments = async (
  db: Executor,
  organizationId: string,
  questionId: string,
  q: PageQuery,
): Promise<{ rows: IncomingAnswerCommentRow[]; total: number; nextCursor: string | null }> => {
  const where = and(
    eq(incomingAnswerComments.organizationId, organizationId),
    eq(incomingAnswerComments.questionId, questionId),
  );
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(incomingAnswerComments)
      .where(where)
      .orderBy(asc(incomingAnswerComments.createdAt), asc(incomingAnswerComments.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(incomingAnswerComments).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};
