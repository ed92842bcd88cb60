import type { AnswerComment, AnswerCommentBody, Page } from '@rampart/contracts';
import {
  findIncomingQuestion,
  insertAnswerComment,
  listAnswerComments,
  newId,
  type Db,
  type IncomingAnswerCommentRow,
  type PageQuery,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { announceReview } from '../live-review.ts';

// What people say about one answer while reviewing it (issue 22 point 5).

const present = (row: IncomingAnswerCommentRow): AnswerComment => ({
  id: row.id,
  body: row.body,
  author: { id: row.authorId, name: row.authorName },
  createdAt: row.createdAt.toISOString(),
});

/** One page of a question's comments, oldest first. */
export const listCommentsOfAnswer = async ({
  actor,
  id,
  questionId,
  query,
  db,
}: {
  actor: Actor;
  id: string;
  questionId: string;
  query: PageQuery;
  db: Db;
}): Promise<Page<AnswerComment>> => {
  const question = await findIncomingQuestion(db, actor.organizationId, id, questionId);
  if (!question) throw notFound('Question');
  const { rows, total, nextCursor } = await listAnswerComments(
    db,
    actor.organizationId,
    questionId,
    query,
  );
  return { items: rows.map(present), total, nextCursor };
};

/** A comment on a question's answer, in the author's name. */
export const commentOnAnswer = async ({
  actor,
  id,
  questionId,
  input,
  db,
  livePush,
}: {
  actor: Actor;
  id: string;
  questionId: string;
  input: AnswerCommentBody;
  db: Db;
  livePush?: LivePush;
}): Promise<AnswerComment> => {
  const comment = await db.transaction(async (tx) => {
    const question = await findIncomingQuestion(tx, actor.organizationId, id, questionId);
    if (!question) throw notFound('Question');
    const row = await insertAnswerComment(tx, {
      id: newId('iqc'),
      organizationId: actor.organizationId,
      questionId,
      authorId: actor.userId,
      authorName: actor.name,
      body: input.body,
    });
    return present(row);
  });
  // The comment's thread, and the answer's count of comments.
  announceReview(livePush, id, 'comments');
  announceReview(livePush, id);
  return comment;
};
