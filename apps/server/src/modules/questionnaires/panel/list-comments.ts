import type { ListQuestionnaireCommentsQuery } from '@rampart/contracts';
import { listCommentThreads, type CommentThreadFilter, type Db, type PageQuery } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { loadCommentViews, type CommentView } from './comment-views.ts';
import type { CommentReader } from './comment.presenter.ts';

export type CommentThreadsPage = { views: CommentView[]; total: number; nextCursor: string | null };

/**
 * Reads one page of a questionnaire's threads, each with all its replies, for someone who may
 * view it (a share link's holder too). The total and the cursor count threads.
 */
export const loadCommentThreads = async (
  db: Db,
  organizationId: string,
  questionnaireId: string,
  query: CommentThreadFilter & PageQuery,
): Promise<CommentThreadsPage> => {
  const { roots, replies, total, nextCursor } = await listCommentThreads(
    db,
    organizationId,
    questionnaireId,
    query,
  );
  const views = await loadCommentViews(db, organizationId, [...roots, ...replies]);
  return { views, total, nextCursor };
};

/** The threads of a questionnaire the actor may view, and what the actor may do to them. */
export const listComments = async ({
  actor,
  id,
  query,
  db,
}: {
  actor: Actor;
  id: string;
  query: ListQuestionnaireCommentsQuery;
  db: Db;
}): Promise<CommentThreadsPage & { reader: CommentReader }> => {
  const { access } = await requireQuestionnaireAccess(db, actor, id, 'view');
  return {
    ...(await loadCommentThreads(db, actor.organizationId, id, query)),
    reader: commentReader(actor.userId, access),
  };
};

export const commentReader = (
  userId: string | null,
  access: { permissions: readonly string[]; abilities: { comment: boolean } },
): CommentReader => ({
  userId,
  canComment: access.abilities.comment,
  isAdmin: access.permissions.includes('admin'),
});
