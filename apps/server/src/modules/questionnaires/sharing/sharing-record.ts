import type { AuditAction } from '@rampart/contracts';
import { recordAudit, recordQuestionnaireActivity, type Executor } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';

/**
 * A sharing change, written twice in the transaction that makes it: to the questionnaire's
 * activity (§3, type share, shown in the side panel) and to the organisation's audit log.
 */
export const recordSharing = async (
  tx: Executor,
  actor: Actor,
  questionnaireId: string,
  change: {
    action: AuditAction;
    description: string;
    before?: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> => {
  await recordQuestionnaireActivity(tx, {
    organizationId: actor.organizationId,
    questionnaireId,
    type: 'share',
    description: change.description,
    userId: actor.userId,
    userName: actor.name,
    metadata: change.after,
  });
  await recordAudit(tx, {
    organizationId: actor.organizationId,
    actorId: actor.userId,
    action: change.action,
    entityType: 'questionnaire',
    entityId: questionnaireId,
    before: change.before,
    after: change.after,
    requestId: actor.requestId,
  });
};
