import type { CollaborationPermission } from '@rampart/contracts';
import { findQuestionnaireRequest, lockQuestionnaireRequest, type Executor } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaires/questionnaire-access.ts';

/**
 * A request of the organisation and the actor's access to its questionnaire: not found when
 * either is not theirs to see, forbidden when their role on the questionnaire lacks `needed`.
 */
export const requireRequestAccess = async (
  db: Executor,
  actor: Actor,
  requestId: string,
  needed: CollaborationPermission,
) => {
  const request = await findQuestionnaireRequest(db, actor.organizationId, requestId);
  if (!request) throw notFound('Questionnaire request');
  const { questionnaire, access } = await requireQuestionnaireAccess(
    db,
    actor,
    request.questionnaireId,
    needed,
  );
  return { request, questionnaire, access };
};

/** The same, with the request's row locked for the transaction's change. */
export const lockRequestWithAccess = async (
  tx: Executor,
  actor: Actor,
  requestId: string,
  needed: CollaborationPermission,
) => {
  const found = await requireRequestAccess(tx, actor, requestId, needed);
  const row = await lockQuestionnaireRequest(tx, actor.organizationId, requestId);
  if (!row) throw notFound('Questionnaire request');
  return { ...found, row };
};
