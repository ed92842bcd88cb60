// The questionnaire, the actor's access and one of its comments, for the comment's own routes.
import type { CollaborationPermission } from '@rampart/contracts';
import { findQuestionnaireComment, type Executor } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { requireNotArchived } from './panel-context.ts';

export const requireComment = async (
  db: Executor,
  actor: Actor,
  id: string,
  commentId: string,
  needed: CollaborationPermission,
) => {
  const found = await requireQuestionnaireAccess(db, actor, id, needed);
  const comment = await findQuestionnaireComment(db, actor.organizationId, id, commentId);
  if (!comment) throw notFound('Comment');
  requireNotArchived(found.questionnaire, 'commentId');
  return { ...found, comment };
};
