import { setResolved } from '@rampart/domain';
import {
  findQuestionnaireComment,
  recordQuestionnaireActivity,
  updateQuestionnaireCommentRow,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { requireComment } from './comment-access.ts';
import type { CommentReader } from './comment.presenter.ts';
import { loadCommentView, type CommentView } from './comment-views.ts';
import { commentReader } from './list-comments.ts';
import type { PanelDeps } from './panel-context.ts';

/** §4: resolves or reopens a comment; reopening forgets who resolved it. */
export const resolveComment = async ({
  actor,
  id,
  commentId,
  resolved,
  deps,
}: {
  actor: Actor;
  id: string;
  commentId: string;
  resolved: boolean;
  deps: PanelDeps;
}): Promise<{ view: CommentView; reader: CommentReader }> => {
  const { view, access, changed } = await deps.db.transaction(async (tx) => {
    const found = await requireComment(tx, actor, id, commentId, 'comment');
    const changed = found.comment.isResolved !== resolved;
    if (changed) {
      const next = setResolved(found.comment, resolved, actor.userId, new Date());
      await updateQuestionnaireCommentRow(tx, actor.organizationId, commentId, {
        isResolved: next.isResolved,
        resolvedBy: next.resolvedBy ?? null,
        resolvedAt: next.resolvedAt ?? null,
      });
      await recordQuestionnaireActivity(tx, {
        organizationId: actor.organizationId,
        questionnaireId: id,
        type: 'comment',
        description: resolved
          ? `resolved a comment by ${found.comment.authorName || 'someone'}`
          : `reopened a comment by ${found.comment.authorName || 'someone'}`,
        userId: actor.userId,
        userName: actor.name,
        targetType: found.comment.targetType,
        targetId: found.comment.targetId,
        metadata: { commentId, resolved },
      });
    }
    const stored = (await findQuestionnaireComment(tx, actor.organizationId, id, commentId))!;
    return {
      view: await loadCommentView(tx, actor.organizationId, stored),
      access: found.access,
      changed,
    };
  });
  if (changed) {
    deps.livePush.announce(id, 'comments');
    deps.livePush.announce(id, 'activity');
  }
  return { view, reader: commentReader(actor.userId, access) };
};
