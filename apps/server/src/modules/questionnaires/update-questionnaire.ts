import type { UpdateQuestionnaireBody } from '@rampart/contracts';
import {
  findQuestionnaire,
  lockQuestionnaire,
  recordAudit,
  updateQuestionnaireRow,
  type Db,
  type NewQuestionnaireRow,
  type QuestionnaireRecord,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { CollaborationHub } from '../../collaboration/hub.ts';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { questionnaireAccess, type QuestionnaireAccess } from './questionnaire-access.ts';
import { questionnaireSnapshot, toStored } from './questionnaire-structure.ts';

const refuse = (field: string, message: string) =>
  new AppError('CONFLICT', message, [{ field, message }]);

/**
 * Changes the details of a questionnaire and, while it is a draft, its sections and questions
 * (the `edit` permission; who sees it, `visibility`, takes `admin` as the share settings do).
 * A published questionnaire's questions change only through a new version (revise it first);
 * an archived one is read-only until unarchived.
 */
export const updateQuestionnaire = async ({
  actor,
  id,
  patch,
  db,
  livePush,
  collaboration,
}: {
  actor: Actor;
  id: string;
  patch: UpdateQuestionnaireBody;
  db: Db;
  /** Told after the change commits (platform/live-push). */
  livePush: LivePush;
  /** The live document, whose questions those sent through the API replace. */
  collaboration: Pick<CollaborationHub, 'replaceStructure'>;
}): Promise<{
  questionnaire: QuestionnaireRecord;
  access: QuestionnaireAccess;
  visibilityChanged: boolean;
}> => {
  const done = await db.transaction(async (tx) => {
    const before = await lockQuestionnaire(tx, actor.organizationId, id);
    const access = before ? await questionnaireAccess(tx, actor, before) : null;
    if (!before || !access) throw notFound('Questionnaire');
    if (!access.permissions.includes('edit')) throw forbidden();
    const visibilityChanged =
      patch.visibility !== undefined && patch.visibility !== before.visibility;
    if (visibilityChanged && !access.permissions.includes('admin')) throw forbidden();
    if (before.status === 'archived') {
      throw refuse(
        Object.keys(patch)[0] ?? 'status',
        'An archived questionnaire is read-only: unarchive it first',
      );
    }
    if (patch.structure && before.status !== 'draft') {
      throw refuse(
        'structure',
        'A published questionnaire changes only through a new version: revise it first',
      );
    }
    const { structure, ...rest } = patch;
    const changes: Partial<NewQuestionnaireRow> = { ...rest, lastEditedBy: actor.userId };
    if (structure) changes.structure = toStored(structure);
    const after = (await updateQuestionnaireRow(tx, actor.organizationId, id, changes))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'questionnaire.updated',
      entityType: 'questionnaire',
      entityId: id,
      before: questionnaireSnapshot(before),
      after: { ...questionnaireSnapshot(after), fields: Object.keys(patch) },
      requestId: actor.requestId,
    });
    return {
      questionnaire: (await findQuestionnaire(tx, actor.organizationId, id))!,
      access,
      visibilityChanged,
    };
  });
  // Questions sent through the API replace the live document's, for everyone editing it.
  if (patch.structure) {
    await collaboration.replaceStructure(id, actor.organizationId, patch.structure, actor.userId);
  }
  if (done.visibilityChanged) livePush.accessChanged(id);
  livePush.announce(id, 'questionnaire');
  return done;
};
