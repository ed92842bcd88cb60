import { listQuestionnaireActivity, type Db, type QuestionnaireActivityRow } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';

/** §9: the newest entries first, at most `limit` (the panel keeps 50). */
export const listActivity = async ({
  actor,
  id,
  limit,
  db,
}: {
  actor: Actor;
  id: string;
  limit: number;
  db: Db;
}): Promise<QuestionnaireActivityRow[]> => {
  await requireQuestionnaireAccess(db, actor, id, 'view');
  return listQuestionnaireActivity(db, actor.organizationId, id, limit);
};
