import type {
  QuestionnaireRequestStatus,
  RequestNote,
  RequestReview,
  ReviewItemBody,
} from '@rampart/contracts';
import { questionsInOrder } from '@rampart/domain';
import {
  ensureRequestItems,
  findRequestItem,
  newId,
  recordAudit,
  recordQuestionnaireActivity,
  updateQuestionnaireRequestRow,
  updateRequestItem,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { AppError, invalid, notFound } from '../../errors.ts';
import { loadRequestReview } from './get-request-review.ts';
import { lockRequestWithAccess } from './request-access.ts';
import { NOTES_PER_ITEM_MAX, teamMayReview } from './request-rules.ts';
import { notesOf, requestStructure } from './response.presenter.ts';
import { announceRequestChange } from './announce.ts';

const ACTIVITY: Record<ReviewItemBody['action'], string> = {
  accept: 'accepted an answer',
  clarify: 'asked for a clarification',
  note: 'commented on an answer',
};

/**
 * The team's word on one answer: accept it, ask for a clarification (the question reopens for
 * the recipient and the response waits for them), or write a note the recipient also reads.
 * Notes need the comment permission on the questionnaire; accepting and asking need edit.
 */
export const reviewRequestItem = async (opts: {
  db: Db;
  actor: Actor;
  requestId: string;
  questionId: string;
  input: ReviewItemBody;
  livePush: LivePush;
  now?: Date;
}): Promise<RequestReview> => {
  const { actor, input, questionId } = opts;
  const now = opts.now ?? new Date();
  const org = actor.organizationId;
  const text = input.text?.trim() ?? '';
  const needed = input.action === 'note' ? 'comment' : 'edit';
  const { review, questionnaireId } = await opts.db.transaction(async (tx) => {
    const { row, access } = await lockRequestWithAccess(tx, actor, opts.requestId, needed);
    const known = questionsInOrder(requestStructure(row)).some((l) => l.question.id === questionId);
    if (!known) throw notFound('Question');
    const status = row.status as QuestionnaireRequestStatus;
    if (input.action !== 'note' && !teamMayReview(status)) {
      const message = `Answers are reviewed once submitted; this response is ${status.replace('_', ' ')}`;
      throw new AppError('CONFLICT', message, [{ field: 'status', message }]);
    }
    if (status === 'revoked') {
      const message = 'The link was revoked; the recipient can no longer read notes';
      throw new AppError('CONFLICT', message, [{ field: 'status', message }]);
    }
    if (input.action !== 'accept' && !text) {
      throw invalid(
        'text',
        input.action === 'clarify' ? 'Say what needs clarifying' : 'Write a note',
      );
    }
    await ensureRequestItems(tx, org, row.id, [questionId], () => newId('qri'));
    const item = (await findRequestItem(tx, org, row.id, questionId))!;
    const notes = notesOf(item);
    if (text && notes.length >= NOTES_PER_ITEM_MAX) {
      throw invalid('text', `At most ${NOTES_PER_ITEM_MAX} notes on one question`);
    }
    const note: RequestNote = { by: 'team', name: actor.name, text, at: now.toISOString() };
    await updateRequestItem(tx, org, row.id, questionId, {
      ...(text ? { notes: [...notes, note] } : {}),
      ...(input.action === 'note'
        ? {}
        : {
            reviewStatus: input.action === 'accept' ? 'accepted' : 'clarification_requested',
            reviewedBy: actor.userId,
            reviewedAt: now,
          }),
    });
    if (input.action === 'clarify' && status !== 'clarification_requested') {
      await updateQuestionnaireRequestRow(tx, org, row.id, { status: 'clarification_requested' });
    }
    await recordAudit(tx, {
      organizationId: org,
      actorId: actor.userId,
      action: 'questionnaire_request.reviewed',
      entityType: 'questionnaire_request',
      entityId: row.id,
      before: { itemStatus: item.reviewStatus, status },
      after: { questionId, action: input.action, ...(text ? { note: text } : {}) },
      requestId: actor.requestId,
    });
    await recordQuestionnaireActivity(tx, {
      organizationId: org,
      questionnaireId: row.questionnaireId,
      type: input.action === 'accept' ? 'status' : 'comment',
      description: `${actor.name} ${ACTIVITY[input.action]} of ${row.recipientEmail}`,
      userId: actor.userId,
      userName: actor.name,
      targetType: 'question',
      targetId: questionId,
      metadata: { requestId: row.id },
    });
    return {
      review: await loadRequestReview(tx, org, row.id, access.permissions),
      questionnaireId: row.questionnaireId,
    };
  });
  announceRequestChange(opts.livePush, questionnaireId, { activity: true });
  return review;
};
