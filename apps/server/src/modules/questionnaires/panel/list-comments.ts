import type { ListQuestionnaireCommentsQuery } from '@rampart/contracts';
import { listCommentThreads, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { loadCommentViews, type CommentView } from './comment-views.ts';
import type { CommentReader } from './comment.presenter.ts';

/** Reads a questionnaire's threads for someone who may view it (a share link's holder too). */
export const loadCommentThreads = async (
  db: Db,
  organizationId: string,
  questionnaireId: string,
  filter: ListQuestionnaireCommentsQuery,
): Promise<CommentView[]> => {
  const { roots, replies } = await listCommentThreads(db, organizationId, questionnaireId, filter);
  return loadCommentViews(db, organizationId, [...roots, ...replies]);
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
}): Promise<{ views: CommentView[]; reader: CommentReader }> => {
  const { access } = await requireQuestionnaireAccess(db, actor, id, 'view');
  return {
    views: await loadCommentThreads(db, actor.organizationId, id, query),
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
