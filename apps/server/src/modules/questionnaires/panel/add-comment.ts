import type { CreateQuestionnaireCommentBody } from '@rampart/contracts';
import { commentContent } from '@rampart/domain';
import {
  evidenceIdsInOrg,
  findQuestionnaireComment,
  insertCommentAttachments,
  insertQuestionnaireComment,
  newId,
  recordQuestionnaireActivity,
  type QuestionnaireRow,
} from '@rampart/db';
import { invalid, notFound } from '../../../errors.ts';
import { notifyMentions } from '../../notifications/assignment-notices.ts';
import { deliverPendingEmails } from '../../notifications/deliver-email.ts';
import { checkedMentions } from './comment-mentions.ts';
import { checkedTarget, describeTarget, type CommentTarget } from './comment-target.ts';
import { loadCommentView, type CommentView } from './comment-views.ts';
import { currentStructure, requireNotArchived, type PanelDeps } from './panel-context.ts';

/** Who writes: a signed-in person, or a share link's holder (no account, a given name). */
export type CommentAuthor = { userId: string | null; name: string };

/**
 * Posts a comment or a reply. The caller has checked that the author may comment on this
 * questionnaire (a member's comment permission, or a comment or edit link). A reply joins its
 * parent's thread and takes its target; everyone mentioned must be able to see the
 * questionnaire and is mailed; attachments are evidence records of the organisation.
 */
export const addComment = async ({
  deps,
  questionnaire,
  author,
  input,
}: {
  deps: PanelDeps;
  questionnaire: QuestionnaireRow;
  author: CommentAuthor;
  input: CreateQuestionnaireCommentBody;
}): Promise<CommentView> => {
  requireNotArchived(questionnaire, 'content');
  const text = commentContent(input.content);
  if (!text.ok) throw invalid('content', text.message);
  const organizationId = questionnaire.organizationId;
  const structure = await currentStructure(deps.collaboration, questionnaire);
  const { view, mentioned } = await deps.db.transaction(async (tx) => {
    let target: CommentTarget;
    let parentId: string | null = null;
    let parentAuthor = '';
    if (input.parentId) {
      const parent = await findQuestionnaireComment(
        tx,
        organizationId,
        questionnaire.id,
        input.parentId,
      );
      if (!parent) throw invalid('parentId', 'The comment replied to is not on this questionnaire');
      // Threads are one level deep: a reply to a reply joins the thread of its first comment.
      const root =
        parent.parentId === null
          ? parent
          : await findQuestionnaireComment(tx, organizationId, questionnaire.id, parent.parentId);
      parentId = root?.id ?? parent.id;
      parentAuthor = parent.authorName;
      target = {
        targetType: (root ?? parent).targetType as CommentTarget['targetType'],
        targetId: (root ?? parent).targetId,
      };
    } else {
      target = checkedTarget(structure, input);
    }
    const people = await checkedMentions(tx, organizationId, questionnaire, text.content);
    const attachmentIds = [...new Set(input.attachmentIds ?? [])];
    const found = await evidenceIdsInOrg(tx, organizationId, attachmentIds);
    if (found.length !== attachmentIds.length) throw notFound('Evidence');
    const comment = await insertQuestionnaireComment(tx, {
      id: newId('qcm'),
      organizationId,
      questionnaireId: questionnaire.id,
      parentId,
      authorId: author.userId,
      authorName: author.name,
      content: text.content,
      mentions: people.map((p) => p.id),
      ...target,
    });
    await insertCommentAttachments(tx, organizationId, comment.id, attachmentIds);
    await notifyMentions(tx, {
      questionnaire,
      author,
      commentId: comment.id,
      people,
      content: text.content,
    });
    const where = describeTarget(structure, target);
    await recordQuestionnaireActivity(tx, {
      organizationId,
      questionnaireId: questionnaire.id,
      type: 'comment',
      description: parentId ? `replied to ${parentAuthor} on ${where}` : `commented on ${where}`,
      userId: author.userId,
      userName: author.name,
      ...target,
      metadata: { commentId: comment.id, mentions: people.map((p) => p.id) },
    });
    const stored = (await findQuestionnaireComment(
      tx,
      organizationId,
      questionnaire.id,
      comment.id,
    ))!;
    return { view: await loadCommentView(tx, organizationId, stored), mentioned: people };
  });
  deps.livePush.announce(questionnaire.id, 'comments');
  deps.livePush.announce(questionnaire.id, 'activity');
  if (mentioned.length > 0) await deliverPendingEmails(deps, { organizationId });
  return view;
};
