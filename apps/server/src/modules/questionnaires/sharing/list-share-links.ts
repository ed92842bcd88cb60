import { listQuestionnaireLinks, type Db, type QuestionnaireLinkRecord } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';

/** A questionnaire's share links, newest first, for those who may share it. */
export const listShareLinks = async ({
  db,
  actor,
  id,
}: {
  db: Db;
  actor: Actor;
  id: string;
}): Promise<QuestionnaireLinkRecord[]> => {
  await requireQuestionnaireAccess(db, actor, id, 'share');
  return listQuestionnaireLinks(db, actor.organizationId, id);
};
