import type { CreateQuestionnaireCommentBody } from '@rampart/contracts';
import type { Actor } from '../../../auth/actor.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { addComment } from './add-comment.ts';
import type { CommentView } from './comment-views.ts';
import { commentReader } from './list-comments.ts';
import type { CommentReader } from './comment.presenter.ts';
import type { PanelDeps } from './panel-context.ts';

/** A member posts a comment: it takes the comment permission on the questionnaire. */
export const postComment = async ({
  actor,
  id,
  input,
  deps,
}: {
  actor: Actor;
  id: string;
  input: CreateQuestionnaireCommentBody;
  deps: PanelDeps;
}): Promise<{ view: CommentView; reader: CommentReader }> => {
  const { questionnaire, access } = await requireQuestionnaireAccess(deps.db, actor, id, 'comment');
  const view = await addComment({
    deps,
    questionnaire,
    author: { userId: actor.userId, name: actor.name },
    input,
  });
  return { view, reader: commentReader(actor.userId, access) };
};
