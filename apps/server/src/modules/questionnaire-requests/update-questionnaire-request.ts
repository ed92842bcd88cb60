import type {
  QuestionnaireRequest,
  QuestionnaireRequestStatus,
  UpdateQuestionnaireRequestBody,
} from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import {
  findQuestionnaireRequest,
  recordAudit,
  recordQuestionnaireActivity,
  updateQuestionnaireRequestRow,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { AppError, invalid } from '../../errors.ts';
import { presentQuestionnaireRequest } from './questionnaire-request.presenter.ts';
import { lockRequestWithAccess } from './request-access.ts';
import { expiryProblem, teamMayExtend } from './request-rules.ts';
import { announceRequestChange } from './announce.ts';

export type RequestChangeOptions = {
  actor: Actor;
  requestId: string;
  db: Db;
  livePush: LivePush;
  now?: Date;
};

/** A change the request's status does not allow: 409 naming the status. */
export const refused = (what: string, status: string) => {
  const message = `A ${status.replace('_', ' ')} request's link cannot be ${what}`;
  return new AppError('CONFLICT', message, [{ field: 'status', message }]);
};

/** Moves a link's expiry (earlier or later, within a year); an expired link opens again. */
export const updateQuestionnaireRequest = async (
  opts: RequestChangeOptions & { input: UpdateQuestionnaireRequestBody },
): Promise<QuestionnaireRequest> => {
  const { actor, db, input } = opts;
  const now = opts.now ?? new Date();
  const org = actor.organizationId;
  const { record, permissions } = await db.transaction(async (tx) => {
    const { row, access } = await lockRequestWithAccess(tx, actor, opts.requestId, 'share');
    if (!teamMayExtend(row.status as QuestionnaireRequestStatus))
      throw refused('changed', row.status);
    const problem = expiryProblem(input.expiresAt, now);
    if (problem) throw invalid('expiresAt', problem);
    await updateQuestionnaireRequestRow(tx, org, row.id, { expiresAt: input.expiresAt });
    await recordAudit(tx, {
      organizationId: org,
      actorId: actor.userId,
      action: 'questionnaire_request.updated',
      entityType: 'questionnaire_request',
      entityId: row.id,
      before: { expiresAt: row.expiresAt.toISOString() },
      after: { expiresAt: input.expiresAt.toISOString() },
      requestId: actor.requestId,
    });
    await recordQuestionnaireActivity(tx, {
      organizationId: org,
      questionnaireId: row.questionnaireId,
      type: 'share',
      description: `Link for ${row.recipientEmail} now expires on ${formatDate(input.expiresAt)}`,
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
