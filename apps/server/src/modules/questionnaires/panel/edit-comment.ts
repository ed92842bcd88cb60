import { commentContent } from '@rampart/domain';
import { findQuestionnaireComment, updateQuestionnaireCommentRow } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { forbidden, invalid } from '../../../errors.ts';
import { requireComment } from './comment-access.ts';
import { notifyMentions } from '../../notifications/assignment-notices.ts';
import { deliverPendingEmails } from '../../notifications/deliver-email.ts';
import { checkedMentions } from './comment-mentions.ts';
import type { CommentReader } from './comment.presenter.ts';
import { loadCommentView, type CommentView } from './comment-views.ts';
import { commentReader } from './list-comments.ts';
import type { PanelDeps } from './panel-context.ts';

/** The author changes their comment's text; it shows as edited, and newly mentioned people are told. */
export const editComment = async ({
  actor,
  id,
  commentId,
  content,
  deps,
}: {
  actor: Actor;
  id: string;
  commentId: string;
  content: string;
  deps: PanelDeps;
}): Promise<{ view: CommentView; reader: CommentReader }> => {
  const text = commentContent(content);
  if (!text.ok) throw invalid('content', text.message);
  const { view, access, added } = await deps.db.transaction(async (tx) => {
    const found = await requireComment(tx, actor, id, commentId, 'comment');
    if (found.comment.authorId !== actor.userId) {
      throw forbidden('Only its author can edit a comment');
    }
    const people = await checkedMentions(
      tx,
      actor.organizationId,
      found.questionnaire,
      text.content,
    );
    await updateQuestionnaireCommentRow(tx, actor.organizationId, commentId, {
      content: text.content,
      mentions: people.map((p) => p.id),
      isEdited: true,
    });
    const stored = (await findQuestionnaireComment(tx, actor.organizationId, id, commentId))!;
    const added = people.filter((p) => !found.comment.mentions.includes(p.id));
    await notifyMentions(tx, {
      questionnaire: found.questionnaire,
      author: actor,
      commentId,
      people: added,
      content: text.content,
    });
    return {
      view: await loadCommentView(tx, actor.organizationId, stored),
      access: found.access,
      added,
    };
  });
  deps.livePush.announce(id, 'comments');
  if (added.length > 0) await deliverPendingEmails(deps, { organizationId: actor.organizationId });
  return { view, reader: commentReader(actor.userId, access) };
};
