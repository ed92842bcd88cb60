import { deleteQuestionnaireRow, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { notFound } from '../../errors.ts';
import { requireQuestionnaireAccess } from './questionnaire-access.ts';
import { questionnaireSnapshot } from './questionnaire-structure.ts';

/** Only its owner deletes a questionnaire (§6: `delete` is the owner's alone). */
export const deleteQuestionnaire = async ({
  actor,
  id,
  db,
  livePush,
}: {
  actor: Actor;
  id: string;
  db: Db;
  /** Told after the change commits (platform/live-push). */
  livePush: LivePush;
}): Promise<string> => {
  const done = await db.transaction(async (tx) => {
    await requireQuestionnaireAccess(tx, actor, id, 'delete');
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
  livePush.accessChanged(done);
  return done;
};
