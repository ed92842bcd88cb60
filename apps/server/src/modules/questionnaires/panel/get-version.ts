import { findQuestionnaireVersion, type Db, type QuestionnaireVersionRecord } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';

/** One version with its questions. */
export const getVersion = async ({
  actor,
  id,
  versionId,
  db,
}: {
  actor: Actor;
  id: string;
  versionId: string;
  db: Db;
}): Promise<QuestionnaireVersionRecord> => {
  await requireQuestionnaireAccess(db, actor, id, 'view');
  const version = await findQuestionnaireVersion(db, actor.organizationId, id, versionId);
  if (!version) throw notFound('Version');
  return version;
};
