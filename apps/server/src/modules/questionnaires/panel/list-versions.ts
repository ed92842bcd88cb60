import { listQuestionnaireVersions, type Db, type PageQuery } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';

/** One page of a questionnaire's versions, newest first, for anyone who may view it. */
export const listVersions = async ({
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
  return listQuestionnaireVersions(db, actor.organizationId, id, query);
};
