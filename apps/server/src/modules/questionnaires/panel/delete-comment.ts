import { deleteQuestionnaireCommentRow, recordQuestionnaireActivity } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { forbidden } from '../../../errors.ts';
import { requireComment } from './comment-access.ts';
import type { PanelDeps } from './panel-context.ts';

/** Its author (who may still comment) or a questionnaire admin deletes a comment and its replies. */
export const deleteComment = async ({
  actor,
  id,
  commentId,
  deps,
}: {
  actor: Actor;
  id: string;
  commentId: string;
  deps: PanelDeps;
}): Promise<string[]> => {
  const deleted = await deps.db.transaction(async (tx) => {
    const { comment, access } = await requireComment(tx, actor, id, commentId, 'view');
    const isAuthor = comment.authorId === actor.userId;
    const may =
      access.permissions.includes('admin') || (isAuthor && access.permissions.includes('comment'));
    if (!may) throw forbidden('Only its author or an admin can delete a comment');
    const ids = await deleteQuestionnaireCommentRow(tx, actor.organizationId, commentId);
    await recordQuestionnaireActivity(tx, {
      organizationId: actor.organizationId,
      questionnaireId: id,
      type: 'comment',
      description: isAuthor
        ? 'deleted a comment'
        : `deleted a comment by ${comment.authorName || 'someone'}`,
      userId: actor.userId,
      userName: actor.name,
      targetType: comment.targetType,
      targetId: comment.targetId,
      metadata: { commentId, deleted: ids.length },
    });
    return ids;
  });
  deps.livePush.announce(id, 'comments');
  deps.livePush.announce(id, 'activity');
  return deleted;
};
