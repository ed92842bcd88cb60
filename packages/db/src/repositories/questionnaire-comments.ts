import { and, asc, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import {
  evidence,
  memberships,
  questionnaireCommentAttachments,
  questionnaireCommentReactions,
  questionnaireComments,
  users,
} from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type QuestionnaireCommentRow = typeof questionnaireComments.$inferSelect;
export type NewQuestionnaireCommentRow = typeof questionnaireComments.$inferInsert;
/** A comment with the name of who resolved it. */
export type QuestionnaireCommentRecord = QuestionnaireCommentRow & {
  resolvedByName: string | null;
};

const resolver = alias(users, 'resolver');
const selectComments = (db: Executor) =>
  db
    .select({ comment: questionnaireComments, resolvedByName: resolver.name })
    .from(questionnaireComments)
    .leftJoin(resolver, eq(resolver.id, questionnaireComments.resolvedBy));
const flatten = (r: { comment: QuestionnaireCommentRow; resolvedByName: string | null }) => ({
  ...r.comment,
  resolvedByName: r.resolvedByName,
});

const ofQuestionnaire = (organizationId: string, questionnaireId: string) =>
  and(
    eq(questionnaireComments.organizationId, organizationId),
    eq(questionnaireComments.questionnaireId, questionnaireId),
  )!;

export type CommentThreadFilter = {
  targetType?: string;
  targetId?: string;
  resolved?: boolean;
};

/**
 * One page of the threads of a questionnaire whose top-level comment passes the filter: the
 * page's top-level comments and all their replies, each oldest first (replies point at their
 * thread's first comment). A page counts threads, so a thread is never split between pages.
 */
export const listCommentThreads = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  filter: CommentThreadFilter & PageQuery,
): Promise<{
  roots: QuestionnaireCommentRecord[];
  replies: QuestionnaireCommentRecord[];
  total: number;
  nextCursor: string | null;
}> => {
  const parts: (SQL | undefined)[] = [
    ofQuestionnaire(organizationId, questionnaireId),
    isNull(questionnaireComments.parentId),
  ];
  if (filter.targetType) parts.push(eq(questionnaireComments.targetType, filter.targetType));
  if (filter.targetId) parts.push(eq(questionnaireComments.targetId, filter.targetId));
  if (filter.resolved !== undefined) {
    parts.push(eq(questionnaireComments.isResolved, filter.resolved));
  }
  const where = and(...parts);
  const { offset, limit } = pageWindow(filter);
  const [found, [{ total } = { total: 0 }]] = await Promise.all([
    selectComments(db)
      .where(where)
      .orderBy(asc(questionnaireComments.createdAt), asc(questionnaireComments.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(questionnaireComments).where(where),
  ]);
  const roots = found.map(flatten);
  const page = {
    total: Number(total),
    nextCursor: nextCursor(offset, roots.length, Number(total)),
  };
  if (roots.length === 0) return { roots, replies: [], ...page };
  const replies = (
    await selectComments(db)
      .where(
        and(
          ofQuestionnaire(organizationId, questionnaireId),
          inArray(
            questionnaireComments.parentId,
            roots.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(questionnaireComments.createdAt), asc(questionnaireComments.id))
  ).map(flatten);
  return { roots, replies, ...page };
};

export const findQuestionnaireComment = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  id: string,
): Promise<QuestionnaireCommentRecord | null> => {
  const [row] = await selectComments(db)
    .where(and(ofQuestionnaire(organizationId, questionnaireId), eq(questionnaireComments.id, id)))
    .limit(1);
  return row ? flatten(row) : null;
};

export const insertQuestionnaireComment = async (
  db: Executor,
  row: NewQuestionnaireCommentRow,
): Promise<QuestionnaireCommentRow> =>
  (await db.insert(questionnaireComments).values(row).returning())[0]!;

export const updateQuestionnaireCommentRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<
    Pick<
      NewQuestionnaireCommentRow,
      'content' | 'mentions' | 'isEdited' | 'isResolved' | 'resolvedBy' | 'resolvedAt'
    >
  >,
): Promise<QuestionnaireCommentRow | null> =>
  (
    await db
      .update(questionnaireComments)
      .set({ ...patch, updatedAt: new Date() })
      .where(
        and(
          eq(questionnaireComments.organizationId, organizationId),
          eq(questionnaireComments.id, id),
        ),
      )
      .returning()
  )[0] ?? null;

/** Deletes the comment; its replies, reactions and attachment links go with it. */
export const deleteQuestionnaireCommentRow = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<string[]> =>
  (
    await db
      .delete(questionnaireComments)
      .where(
        and(
          eq(questionnaireComments.organizationId, organizationId),
          or(eq(questionnaireComments.id, id), eq(questionnaireComments.parentId, id)),
        ),
      )
      .returning({ id: questionnaireComments.id })
  ).map((r) => r.id);

export type CommentReaction = { commentId: string; userId: string; type: string };

export const listCommentReactions = async (
  db: Executor,
  organizationId: string,
  commentIds: string[],
): Promise<CommentReaction[]> =>
  commentIds.length === 0
    ? []
    : db
        .select({
          commentId: questionnaireCommentReactions.commentId,
          userId: questionnaireCommentReactions.userId,
          type: questionnaireCommentReactions.type,
        })
        .from(questionnaireCommentReactions)
        .where(
          and(
            eq(questionnaireCommentReactions.organizationId, organizationId),
            inArray(questionnaireCommentReactions.commentId, commentIds),
          ),
        )
        .orderBy(asc(questionnaireCommentReactions.createdAt));

/**
 * Takes the person's reaction of this type back when they gave it, else gives it (§4: toggled
 * per user). True when the reaction is there afterwards.
 */
export const toggleCommentReaction = async (
  db: Executor,
  organizationId: string,
  reaction: CommentReaction,
): Promise<boolean> => {
  const removed = await db
    .delete(questionnaireCommentReactions)
    .where(
      and(
        eq(questionnaireCommentReactions.organizationId, organizationId),
        eq(questionnaireCommentReactions.commentId, reaction.commentId),
        eq(questionnaireCommentReactions.userId, reaction.userId),
        eq(questionnaireCommentReactions.type, reaction.type),
      ),
    )
    .returning({ type: questionnaireCommentReactions.type });
  if (removed.length > 0) return false;
  await db
    .insert(questionnaireCommentReactions)
    .values({ ...reaction, organizationId })
    .onConflictDoNothing();
  return true;
};

export type CommentAttachment = {
  commentId: string;
  evidenceId: string;
  title: string;
  fileName: string;
};

export const listCommentAttachments = async (
  db: Executor,
  organizationId: string,
  commentIds: string[],
): Promise<CommentAttachment[]> =>
  commentIds.length === 0
    ? []
    : db
        .select({
          commentId: questionnaireCommentAttachments.commentId,
          evidenceId: evidence.id,
          title: evidence.title,
          fileName: evidence.fileName,
        })
        .from(questionnaireCommentAttachments)
        .innerJoin(evidence, eq(evidence.id, questionnaireCommentAttachments.evidenceId))
        .where(
          and(
            eq(questionnaireCommentAttachments.organizationId, organizationId),
            eq(evidence.organizationId, organizationId),
            inArray(questionnaireCommentAttachments.commentId, commentIds),
          ),
        )
        .orderBy(asc(evidence.title), asc(evidence.id));

export const insertCommentAttachments = async (
  db: Executor,
  organizationId: string,
  commentId: string,
  evidenceIds: string[],
): Promise<void> => {
  if (evidenceIds.length === 0) return;
  await db
    .insert(questionnaireCommentAttachments)
    .values(evidenceIds.map((evidenceId) => ({ commentId, organizationId, evidenceId })))
    .onConflictDoNothing();
};

/** Which of the ids are evidence records of the organisation. */
export const evidenceIdsInOrg = async (
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<string[]> =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: evidence.id })
          .from(evidence)
          .where(and(eq(evidence.organizationId, organizationId), inArray(evidence.id, ids)))
      ).map((r) => r.id);

/**
 * Members of the organisation among the ids, with their organisation role (mentions,
 * assignees): an id of nobody, or of someone outside the organisation, is left out.
 */
export const findOrganizationPeople = async (
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<{ id: string; name: string; email: string; role: string }[]> =>
  ids.length === 0
    ? []
    : db
        .select({ id: users.id, name: users.name, email: users.email, role: memberships.role })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.organizationId, organizationId), inArray(users.id, ids)));
