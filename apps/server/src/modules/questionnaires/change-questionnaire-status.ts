import type { QuestionnaireStatus, QuestionnaireStatusBody } from '@rampart/contracts';
import { canTransition, QUESTIONNAIRE_TRANSITIONS, versionLabel } from '@rampart/domain';
import {
  findQuestionnaire,
  lockQuestionnaire,
  recordAudit,
  updateQuestionnaireRow,
  type Db,
  type QuestionnaireRecord,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { actorQuestionnairePermissions } from './questionnaire.presenter.ts';
import { asStructure, publishIssues, questionnaireSnapshot } from './questionnaire-structure.ts';

const DONE = {
  publish: 'published',
  revise: 'revised',
  archive: 'archived',
  unarchive: 'unarchived',
} as const;

/** The label after `current` (1.{n} → 1.{n+1}); the versions table takes this over later. */
const nextLabel = (current: string | null) =>
  versionLabel(Number(current?.split('.')[1] ?? 0) || 0);

/**
 * Publish, revise, archive or unarchive, as the domain's transitions allow. Publishing needs a
 * structure without issues (each named by its path) and stamps the next version label.
 */
export const changeQuestionnaireStatus = async ({
  actor,
  id,
  input,
  db,
}: {
  actor: Actor;
  id: string;
  input: QuestionnaireStatusBody;
  db: Db;
}): Promise<QuestionnaireRecord> =>
  db.transaction(async (tx) => {
    const before = await lockQuestionnaire(tx, actor.organizationId, id);
    if (!before) throw notFound('Questionnaire');
    const status = before.status as QuestionnaireStatus;
    const transition = QUESTIONNAIRE_TRANSITIONS[input.action];
    const permissions = actorQuestionnairePermissions(actor);
    if (!permissions.includes(transition.permission)) throw forbidden();
    if (!canTransition(input.action, status, permissions)) {
      const message = `A ${status} questionnaire cannot be ${DONE[input.action]}`;
      throw new AppError('CONFLICT', message, [{ field: 'action', message }]);
    }
    if (input.action === 'publish') {
      const issues = publishIssues(asStructure(before.structure));
      if (issues.length > 0) {
        throw new AppError(
          'VALIDATION_ERROR',
          `The questionnaire cannot be published: ${issues.length} issue${issues.length === 1 ? '' : 's'}`,
          issues,
        );
      }
    }
    const after = (await updateQuestionnaireRow(tx, actor.organizationId, id, {
      status: transition.to,
      lastEditedBy: actor.userId,
      ...(input.action === 'publish' ? { versionLabel: nextLabel(before.versionLabel) } : {}),
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
    return (await findQuestionnaire(tx, actor.organizationId, id))!;
  });
