import { listQuestionnaireVersions, type Db, type QuestionnaireVersionSummary } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';

/** A questionnaire's versions, newest first, for anyone who may view it. */
export const listVersions = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<QuestionnaireVersionSummary[]> => {
  await requireQuestionnaireAccess(db, actor, id, 'view');
  return listQuestionnaireVersions(db, actor.organizationId, id);
};
