import type { QuestionnaireStatus, QuestionnaireStatusBody } from '@rampart/contracts';
import { canTransition, QUESTIONNAIRE_TRANSITIONS } from '@rampart/domain';
import {
  findQuestionnaire,
  lockQuestionnaire,
  recordAudit,
  updateQuestionnaireRow,
  type Db,
  type QuestionnaireRecord,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { questionnaireAccess, type QuestionnaireAccess } from './questionnaire-access.ts';
import { saveVersion } from './panel/save-version.ts';
import type { CollaborationHub } from '../../collaboration/hub.ts';
import {
  asStructure,
  publishIssues,
  questionnaireSnapshot,
  toStored,
} from './questionnaire-structure.ts';

const DONE = {
  publish: 'published',
  revise: 'revised',
  archive: 'archived',
  unarchive: 'unarchived',
} as const;

/**
 * Publish, revise, archive or unarchive, as the domain's transitions allow for the actor's role
 * on this questionnaire. Publishing needs a structure without issues (each named by its path)
 * and saves the questions as the next version, published (panel/save-version.ts).
 */
export const changeQuestionnaireStatus = async ({
  actor,
  id,
  input,
  db,
  livePush,
  collaboration,
}: {
  actor: Actor;
  id: string;
  input: QuestionnaireStatusBody;
  db: Db;
  /** Told after the change commits (platform/live-push). */
  livePush: LivePush;
  collaboration: Pick<CollaborationHub, 'currentStructure'>;
}): Promise<{ questionnaire: QuestionnaireRecord; access: QuestionnaireAccess }> => {
  // Published is what the live document holds: every acknowledged edit, whichever process has
  // it open (the row's snapshot trails by the store's debounce).
  const live =
    input.action === 'publish'
      ? await collaboration.currentStructure(actor.organizationId, id)
      : null;
  const done = await db.transaction(async (tx) => {
    const before = await lockQuestionnaire(tx, actor.organizationId, id);
    const access = before ? await questionnaireAccess(tx, actor, before) : null;
    if (!before || !access) throw notFound('Questionnaire');
    const status = before.status as QuestionnaireStatus;
    const transition = QUESTIONNAIRE_TRANSITIONS[input.action];
    const { permissions } = access;
    if (!permissions.includes(transition.permission)) throw forbidden();
    if (!canTransition(input.action, status, permissions)) {
      const message = `A ${status} questionnaire cannot be ${DONE[input.action]}`;
      throw new AppError('CONFLICT', message, [{ field: 'action', message }]);
    }
    const structure = live ?? asStructure(before.structure);
    if (input.action === 'publish') {
      const issues = publishIssues(structure);
      if (issues.length > 0) {
        throw new AppError(
          'VALIDATION_ERROR',
          `The questionnaire cannot be published: ${issues.length} issue${issues.length === 1 ? '' : 's'}`,
          issues,
        );
      }
    }
    const published =
      input.action === 'publish'
        ? await saveVersion(tx, {
            organizationId: actor.organizationId,
            questionnaireId: id,
            structure,
            by: { userId: actor.userId, name: actor.name, requestId: actor.requestId },
            kind: 'published',
          })
        : null;
    const after = (await updateQuestionnaireRow(tx, actor.organizationId, id, {
      status: transition.to,
      lastEditedBy: actor.userId,
      ...(published ? { versionLabel: published.label, structure: toStored(structure) } : {}),
    }))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'questionnaire.status_changed',
      entityType: 'questionnaire',
      entityId: id,
      before: questionnaireSnapshot(before),
      after: { ...questionnaireSnapshot(after), transition: input.action },
      requestId: actor.requestId,
    });
    return { questionnaire: (await findQuestionnaire(tx, actor.organizationId, id))!, access };
  });
  // Whether a connection may write follows the status: every one reopens with the new one.
  livePush.accessChanged(id);
  return done;
};
