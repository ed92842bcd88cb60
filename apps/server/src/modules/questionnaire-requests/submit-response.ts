import type { QuestionnaireRequestStatus, ResponseView } from '@rampart/contracts';
import {
  responseCompletion,
  scoreResponse,
  validateResponse,
  visibleAnswers,
  visibleQuestions,
} from '@rampart/domain';
import {
  ensureRequestItems,
  newId,
  recordAudit,
  recordQuestionnaireActivity,
  setRequestItemsStatus,
  updateQuestionnaireRequestRow,
  type Db,
} from '@rampart/db';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { AppError } from '../../errors.ts';
import { loadResponseView } from './load-response-view.ts';
import { recipientAudit, recipientName } from './recipient.ts';
import { requestByToken } from './respond-access.ts';
import { requestAnswers, requestStructure } from './response.presenter.ts';
import { recipientMaySubmit } from './request-rules.ts';
import { closedForAnswers } from './save-response-answers.ts';
import { announceRequestChange } from './announce.ts';

/**
 * The recipient submits: every required question shown must have a valid answer (the refusal
 * lists each as `answers.<questionId>`). Answers of questions no longer shown are dropped, the
 * response is scored with the question weights, and reopened answers go back to review.
 */
export const submitResponse = async (opts: {
  db: Db;
  token: string;
  livePush: LivePush;
  requestId: string;
  now?: Date;
}): Promise<ResponseView> => {
  const now = opts.now ?? new Date();
  const { view, questionnaireId } = await opts.db.transaction(async (tx) => {
    const row = await requestByToken(tx, opts.token, now, { lock: true });
    const status = row.status as QuestionnaireRequestStatus;
    if (!recipientMaySubmit(status)) throw closedForAnswers(status);
    const structure = requestStructure(row);
    const given = requestAnswers(row);
    const issues = validateResponse(structure, given).map((i) => ({
      field: `answers.${i.questionId}`,
      message: i.message,
    }));
    if (issues.length > 0) {
      const count = issues.length;
      const message = `${count} question${count === 1 ? '' : 's'} still need${count === 1 ? 's' : ''} an answer`;
      throw new AppError('VALIDATION_ERROR', message, issues);
    }
    const answers = visibleAnswers(structure, given);
    const completion = responseCompletion(structure, answers);
    const { score } = scoreResponse(structure, answers);
    const org = row.organizationId;
    const shown = visibleQuestions(structure, answers).map((l) => l.question.id);
    await ensureRequestItems(tx, org, row.id, shown, () => newId('qri'));
    await setRequestItemsStatus(tx, org, row.id, ['clarification_requested'], {
      reviewStatus: 'open',
    });
    const saved = await updateQuestionnaireRequestRow(tx, org, row.id, {
      answers: answers as Record<string, unknown>,
      answeredCount: completion.answered,
      requiredCount: completion.required,
      score,
      status: 'submitted',
      submittedAt: now,
    });
    await recordAudit(tx, {
      ...recipientAudit(row, opts.requestId),
      action: 'questionnaire_request.submitted',
      before: { status },
      after: { status: 'submitted', score, answered: completion.answered },
    });
    const name = recipientName(row);
    await recordQuestionnaireActivity(tx, {
      organizationId: org,
      questionnaireId: row.questionnaireId,
      type: 'status',
      description:
        status === 'clarification_requested'
          ? `${name} answered the clarification and submitted again`
          : `${name} submitted a response`,
      userName: name,
      metadata: { requestId: row.id, score },
    });
    return { view: await loadResponseView(tx, saved!), questionnaireId: row.questionnaireId };
  });
  announceRequestChange(opts.livePush, questionnaireId, { activity: true });
  return view;
};
