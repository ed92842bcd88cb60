import type {
  QuestionnaireRequestStatus,
  RaiseItemFindingBody,
  RequestReview,
} from '@rampart/contracts';
import { hasPermission, questionsInOrder } from '@rampart/domain';
import {
  ensureRequestItems,
  findRequestItem,
  findVendor,
  insertVendorEvents,
  newId,
  recordAudit,
  recordQuestionnaireActivity,
  updateRequestItem,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { raiseFindingIn } from '../findings/raise-finding.ts';
import { answerText } from './answer-text.ts';
import { loadRequestReview } from './get-request-review.ts';
import { lockRequestWithAccess } from './request-access.ts';
import { teamMayRaiseFinding } from './request-rules.ts';
import { requestAnswers, requestStructure } from './response.presenter.ts';
import { announceRequestChange } from './announce.ts';

const TITLE_MAX = 200;
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Findings raised from answers are keyed so a vendor re-assessment leaves them alone. */
export const answerFindingKey = (requestId: string, questionId: string) =>
  `questionnaire:${requestId}:${questionId}`;

/**
 * Raises a finding from a submitted answer, as vendor findings are made: linked to the request's
 * vendor (owned by the vendor's owner, on the vendor's timeline), or a finding of the
 * organisation when the request went to an email alone. One finding per answer.
 */
export const raiseItemFinding = async (opts: {
  db: Db;
  actor: Actor;
  requestId: string;
  questionId: string;
  input: RaiseItemFindingBody;
  livePush: LivePush;
  now?: Date;
}): Promise<{ findingId: string; review: RequestReview }> => {
  const { actor, questionId, input } = opts;
  // Findings are evidence work (the findings routes ask for evidence:write).
  if (!hasPermission(actor.permissions, 'evidence:write')) throw forbidden();
  const now = opts.now ?? new Date();
  const org = actor.organizationId;
  const result = await opts.db.transaction(async (tx) => {
    const { row, access } = await lockRequestWithAccess(tx, actor, opts.requestId, 'edit');
    const question = questionsInOrder(requestStructure(row)).find(
      (l) => l.question.id === questionId,
    )?.question;
    if (!question) throw notFound('Question');
    if (!teamMayRaiseFinding(row.status as QuestionnaireRequestStatus)) {
      const message = `Findings are raised on submitted answers; this response is ${row.status.replace('_', ' ')}`;
      throw new AppError('CONFLICT', message, [{ field: 'status', message }]);
    }
    await ensureRequestItems(tx, org, row.id, [questionId], () => newId('qri'));
    const item = (await findRequestItem(tx, org, row.id, questionId))!;
    if (item.findingId) {
      const message = 'A finding was already raised on this answer';
      throw new AppError('CONFLICT', message, [{ field: 'questionId', message }]);
    }
    const vendor = row.vendorId ? await findVendor(tx, org, row.vendorId) : null;
    const who = vendor?.name ?? row.recipientEmail;
    const answer = answerText(question, requestAnswers(row)[questionId]);
    const finding = await raiseFindingIn(tx, org, {
      actor,
      finding: {
        title: input.title ?? clip(`${who}: ${question.text}`, TITLE_MAX),
        description: [
          `Raised from ${row.recipientEmail}'s answer to a questionnaire${row.versionLabel ? ` (version ${row.versionLabel})` : ''}.`,
          `Question: ${question.text}`,
          `Answer: ${answer}`,
        ].join('\n'),
        severity: input.severity,
        ownerUserId: vendor?.ownerUserId ?? null,
        vendorId: vendor?.id ?? null,
        findingKey: answerFindingKey(row.id, questionId),
        createdAt: now,
        updatedAt: now,
      },
      origin: { source: row.id },
    });
    await updateRequestItem(tx, org, row.id, questionId, { findingId: finding.id });
    await recordAudit(tx, {
      organizationId: org,
      actorId: actor.userId,
      action: 'questionnaire_request.reviewed',
      entityType: 'questionnaire_request',
      entityId: row.id,
      after: { questionId, findingId: finding.id },
      requestId: actor.requestId,
    });
    if (vendor) {
      await insertVendorEvents(tx, [
        {
          id: newId('vev'),
          organizationId: org,
          vendorId: vendor.id,
          kind: 'finding_opened',
          summary: `Finding opened: ${finding.title}`,
          details: { findingId: finding.id, severity: finding.severity, requestId: row.id },
          actorUserId: actor.userId,
          occurredAt: now,
        },
      ]);
    }
    await recordQuestionnaireActivity(tx, {
      organizationId: org,
      questionnaireId: row.questionnaireId,
      type: 'comment',
      description: `${actor.name} raised a finding on an answer of ${row.recipientEmail}`,
      userId: actor.userId,
      userName: actor.name,
      targetType: 'question',
      targetId: questionId,
      metadata: { requestId: row.id, findingId: finding.id },
    });
    return {
      findingId: finding.id,
      review: await loadRequestReview(tx, org, row.id, access.permissions),
      questionnaireId: row.questionnaireId,
    };
  });
  announceRequestChange(opts.livePush, result.questionnaireId, { activity: true });
  return { findingId: result.findingId, review: result.review };
};
