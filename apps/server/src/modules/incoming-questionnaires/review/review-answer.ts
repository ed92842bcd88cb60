import type { IncomingQuestionWithAnswer, ReviewAnswerBody } from '@rampart/contracts';
import {
  dropLibraryEntryOfQuestion,
  findIncomingQuestion,
  findIncomingQuestionnaire,
  findMembership,
  newId,
  recordAudit,
  saveLibraryEntry,
  updateIncomingQuestionnaireRow,
  updateIncomingQuestionReview,
  type Db,
  type IncomingReviewPatch,
} from '@rampart/db';
import { hasPermission, permissionsForRole, questionKey } from '@rampart/domain';
import type { Role } from '@rampart/contracts';
import type { Actor } from '../../../auth/actor.ts';
import { AppError, invalid, notFound } from '../../../errors.ts';
import { notifyAnswerAssignee } from '../../notifications/assignment-notices.ts';
import { dayOf, presentIncomingQuestion, reviewSnapshot } from '../incoming.presenter.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { announceReview } from '../live-review.ts';

/** What each decision makes of the answer, from the question as it stands. */
const decided = (
  input: ReviewAnswerBody,
  q: { answer: string | null; answerText: string | null; draftedAt: Date | null },
  actor: Actor,
  now: Date,
): IncomingReviewPatch => {
  const by = { reviewedBy: actor.userId, reviewedAt: now };
  switch (input.decision) {
    case 'accept':
      if (!q.answer) {
        throw invalid(
          'decision',
          'There is no drafted answer to accept yet: draft the answers first',
        );
      }
      // Accepting the draft the reviewer saw, not one drafting wrote since.
      if (input.draftedAt && q.draftedAt?.toISOString() !== input.draftedAt) {
        throw new AppError(
          'CONFLICT',
          'The answer was drafted again since you opened it: read the new draft before accepting it',
        );
      }
      return { reviewStatus: 'accepted', finalAnswer: q.answer, finalText: q.answerText, ...by };
    case 'edit':
      return { reviewStatus: 'edited', finalAnswer: input.answer!, finalText: input.text!, ...by };
    case 'reject':
      return { reviewStatus: 'rejected', finalAnswer: null, finalText: null, ...by };
    case 'reopen':
      return {
        reviewStatus: 'pending',
        finalAnswer: null,
        finalText: null,
        reviewedBy: null,
        reviewedAt: null,
      };
    default:
      return {};
  }
};

/**
 * A person's review of one answer (issue 22 point 5): accepted as drafted, edited, rejected or
 * reopened, and who is to review it by when. An accepted or edited answer is kept in the answer
 * library with the records it rests on; a rejected or reopened one leaves it. The assignee must
 * be a member who can work on questionnaires; they are told. Two reviewers at once: the second
 * waits for the first.
 */
export const reviewAnswer = async ({
  actor,
  id,
  questionId,
  input,
  db,
  livePush,
}: {
  actor: Actor;
  id: string;
  questionId: string;
  input: ReviewAnswerBody;
  db: Db;
  livePush?: LivePush;
}): Promise<IncomingQuestionWithAnswer> => {
  const reviewed = await db.transaction(async (tx) => {
    const org = actor.organizationId;
    const questionnaire = await findIncomingQuestionnaire(tx, org, id);
    if (!questionnaire) throw notFound('Questionnaire');
    const before = await findIncomingQuestion(tx, org, id, questionId, { lock: true });
    if (!before) throw notFound('Question');
    const now = new Date();
    const patch: IncomingReviewPatch = decided(input, before, actor, now);
    if (input.assigneeId !== undefined) {
      if (input.assigneeId !== null) {
        const member = await findMembership(tx, org, input.assigneeId);
        if (!member)
          throw invalid('assigneeId', 'The assignee must be a member of this organisation');
        if (!hasPermission(permissionsForRole(member.role as Role), 'questionnaires:write')) {
          throw invalid('assigneeId', 'The assignee’s role cannot review answers');
        }
      }
      patch.assigneeId = input.assigneeId;
    }
    if (input.dueDate !== undefined) {
      patch.dueOn = input.dueDate === null ? null : dayOf(input.dueDate);
    }
    await updateIncomingQuestionReview(tx, org, questionId, patch);
    // The questionnaire shows it was worked on.
    await updateIncomingQuestionnaireRow(tx, org, id, {});
    const after = (await findIncomingQuestion(tx, org, id, questionId))!;
    // An approved answer joins the answer library (point 4); one undone leaves it.
    if (input.decision === 'accept' || input.decision === 'edit') {
      await saveLibraryEntry(tx, {
        id: newId('lib'),
        organizationId: org,
        question: after.text,
        questionKey: questionKey(after.text),
        answer: after.finalAnswer!,
        text: after.finalText ?? '',
        // An edited answer rests on the reviewer's word, not on the draft's records.
        citations: input.decision === 'accept' ? after.citations : [],
        approvedBy: actor.userId,
        approvedByName: actor.name,
        approvedAt: after.reviewedAt ?? now,
        sourceQuestionId: questionId,
        sourceQuestionnaireId: id,
        source: questionnaire.customer || questionnaire.title,
      });
    } else if (input.decision === 'reject' || input.decision === 'reopen') {
      await dropLibraryEntryOfQuestion(tx, org, questionId);
    }
    await notifyAnswerAssignee(tx, actor, {
      questionnaire,
      question: after,
      before: { assigneeId: before.assigneeId },
    });
    await recordAudit(tx, {
      organizationId: org,
      actorId: actor.userId,
      action: 'incoming_answer.reviewed',
      entityType: 'incoming_question',
      entityId: questionId,
      before: reviewSnapshot(before),
      after: { ...reviewSnapshot(after), questionnaireId: id },
      requestId: actor.requestId,
    });
    return presentIncomingQuestion(after);
  });
  announceReview(livePush, id);
  return reviewed;
};
