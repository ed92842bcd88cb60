import { commentContent } from '@rampart/domain';
import { findQuestionnaireComment, updateQuestionnaireCommentRow } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { forbidden, invalid } from '../../../errors.ts';
import { requireComment } from './comment-access.ts';
import { checkedMentions, mailMentions } from './comment-mentions.ts';
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
  const { view, access, added, questionnaire } = await deps.db.transaction(async (tx) => {
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
    return {
      view: await loadCommentView(tx, actor.organizationId, stored),
      access: found.access,
      questionnaire: found.questionnaire,
      added: people.filter((p) => !found.comment.mentions.includes(p.id)),
    };
  });
  deps.collaboration.announce(id, 'comments');
  await mailMentions(deps, {
    people: added,
    authorId: actor.userId,
    authorName: actor.name,
    questionnaire,
    content: text.content,
  });
  return { view, reader: commentReader(actor.userId, access) };
};
