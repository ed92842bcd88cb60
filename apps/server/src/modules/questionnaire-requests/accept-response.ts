import type { QuestionnaireRequestStatus, RequestReview } from '@rampart/contracts';
import {
  recordAudit,
  recordQuestionnaireActivity,
  setRequestItemsStatus,
  updateQuestionnaireRequestRow,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { AppError } from '../../errors.ts';
import { loadRequestReview } from './get-request-review.ts';
import { lockRequestWithAccess } from './request-access.ts';
import { teamMayAccept } from './request-rules.ts';
import { announceRequestChange } from './announce.ts';

/**
 * Accepts a submitted response: the answers not yet reviewed are accepted with it. Refused while
 * a clarification is open. An accepted vendor response is what the vendor's next assessment
 * reads (its score on the due diligence's security questionnaire item).
 */
export const acceptResponse = async (opts: {
  db: Db;
  actor: Actor;
  requestId: string;
  livePush: LivePush;
  now?: Date;
}): Promise<RequestReview> => {
  const { actor } = opts;
  const now = opts.now ?? new Date();
  const org = actor.organizationId;
  const { review, questionnaireId } = await opts.db.transaction(async (tx) => {
    const { row, access } = await lockRequestWithAccess(tx, actor, opts.requestId, 'edit');
    const status = row.status as QuestionnaireRequestStatus;
    if (!teamMayAccept(status)) {
      const message =
        status === 'clarification_requested'
          ? 'A clarification is still open; accept once the recipient has answered it'
          : `Only a submitted response can be accepted; this one is ${status.replace('_', ' ')}`;
      throw new AppError('CONFLICT', message, [{ field: 'status', message }]);
    }
    await setRequestItemsStatus(tx, org, row.id, ['open'], {
      reviewStatus: 'accepted',
      reviewedBy: actor.userId,
      reviewedAt: now,
    });
    await updateQuestionnaireRequestRow(tx, org, row.id, {
      status: 'accepted',
      reviewedAt: now,
      reviewedBy: actor.userId,
    });
    await recordAudit(tx, {
      organizationId: org,
      actorId: actor.userId,
      action: 'questionnaire_request.accepted',
      entityType: 'questionnaire_request',
      entityId: row.id,
      before: { status },
      after: { status: 'accepted', score: row.score, vendorId: row.vendorId },
      requestId: actor.requestId,
    });
    await recordQuestionnaireActivity(tx, {
      organizationId: org,
      questionnaireId: row.questionnaireId,
      type: 'status',
      description: `${actor.name} accepted the response of ${row.recipientEmail}`,
      userId: actor.userId,
      userName: actor.name,
      metadata: { requestId: row.id, score: row.score },
    });
    return {
      review: await loadRequestReview(tx, org, row.id, access.permissions),
      questionnaireId: row.questionnaireId,
    };
  });
  announceRequestChange(opts.livePush, questionnaireId, { activity: true });
  return review;
};
