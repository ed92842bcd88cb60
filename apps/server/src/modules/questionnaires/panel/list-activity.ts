import { pageQuestionnaireActivity, type Db, type PageQuery } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';

/** §9: one page of the activity, newest first; the pages go back to the first entry. */
export const listActivity = async ({
  actor,
  id,
  query,
  db,
}: {
  actor: Actor;
  id: string;
  query: PageQuery;
  db: Db;
}) => {
  await requireQuestionnaireAccess(db, actor, id, 'view');
  return pageQuestionnaireActivity(db, actor.organizationId, id, query);
};
