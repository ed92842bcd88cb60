import { deleteQuestionnaireRow, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { questionnaireSnapshot } from './questionnaire-structure.ts';

export const deleteQuestionnaire = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<string> =>
  db.transaction(async (tx) => {
    const before = await deleteQuestionnaireRow(tx, actor.organizationId, id);
    if (!before) throw notFound('Questionnaire');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'questionnaire.deleted',
      entityType: 'questionnaire',
      entityId: id,
      before: questionnaireSnapshot(before),
      requestId: actor.requestId,
    });
    return id;
  });
