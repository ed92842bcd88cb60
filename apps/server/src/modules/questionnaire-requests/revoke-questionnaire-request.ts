import type { QuestionnaireRequest, QuestionnaireRequestStatus } from '@rampart/contracts';
import {
  findQuestionnaireRequest,
  recordAudit,
  recordQuestionnaireActivity,
  updateQuestionnaireRequestRow,
} from '@rampart/db';
import { presentQuestionnaireRequest } from './questionnaire-request.presenter.ts';
import { lockRequestWithAccess } from './request-access.ts';
import { teamMayRevoke } from './request-rules.ts';
import { refused, type RequestChangeOptions } from './update-questionnaire-request.ts';
import { announceRequestChange } from './announce.ts';

/** Withdraws the link: it answers 410 from now on; the answers given so far are kept. */
export const revokeQuestionnaireRequest = async (
  opts: RequestChangeOptions,
): Promise<QuestionnaireRequest> => {
  const { actor, db } = opts;
  const now = opts.now ?? new Date();
  const org = actor.organizationId;
  const { record, permissions } = await db.transaction(async (tx) => {
    const { row, access } = await lockRequestWithAccess(tx, actor, opts.requestId, 'share');
    if (!teamMayRevoke(row.status as QuestionnaireRequestStatus))
      throw refused('revoked', row.status);
    await updateQuestionnaireRequestRow(tx, org, row.id, { status: 'revoked' });
    await recordAudit(tx, {
      organizationId: org,
      actorId: actor.userId,
      action: 'questionnaire_request.revoked',
      entityType: 'questionnaire_request',
      entityId: row.id,
      before: { status: row.status },
      after: { status: 'revoked' },
      requestId: actor.requestId,
    });
    await recordQuestionnaireActivity(tx, {
      organizationId: org,
      questionnaireId: row.questionnaireId,
      type: 'share',
      description: `Link for ${row.recipientEmail} revoked`,
      userId: actor.userId,
      userName: actor.name,
      metadata: { requestId: row.id },
    });
    return {
      record: (await findQuestionnaireRequest(tx, org, row.id))!,
      permissions: access.permissions,
    };
  });
  announceRequestChange(opts.livePush, record.questionnaireId, { activity: true });
  return presentQuestionnaireRequest(record, permissions, now);
};
