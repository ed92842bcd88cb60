import type { ReactionType } from '@rampart/contracts';
import { findQuestionnaireComment, toggleCommentReaction } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { requireComment } from './comment-access.ts';
import type { CommentReader } from './comment.presenter.ts';
import { loadCommentView, type CommentView } from './comment-views.ts';
import { commentReader } from './list-comments.ts';
import type { PanelDeps } from './panel-context.ts';

/** §4: one reaction of each type per person; reacting again takes it back. */
export const reactToComment = async ({
  actor,
  id,
  commentId,
  type,
  deps,
}: {
  actor: Actor;
  id: string;
  commentId: string;
  type: ReactionType;
  deps: PanelDeps;
}): Promise<{ view: CommentView; reader: CommentReader }> => {
  const { view, access } = await deps.db.transaction(async (tx) => {
    const found = await requireComment(tx, actor, id, commentId, 'comment');
    await toggleCommentReaction(tx, actor.organizationId, {
      commentId,
      userId: actor.userId,
      type,
    });
    const stored = (await findQuestionnaireComment(tx, actor.organizationId, id, commentId))!;
    return { view: await loadCommentView(tx, actor.organizationId, stored), access: found.access };
  });
  deps.livePush.announce(id, 'comments');
  return { view, reader: commentReader(actor.userId, access) };
};
