import type { QuestionnaireRequestStatus, ResponseView, SaveAnswersBody } from '@rampart/contracts';
import { responseCompletion } from '@rampart/domain';
import { listRequestItems, recordAudit, updateQuestionnaireRequestRow, type Db } from '@rampart/db';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { AppError } from '../../errors.ts';
import { applyAnswers } from './answer-checks.ts';
import { loadResponseView } from './load-response-view.ts';
import { recipientAudit } from './recipient.ts';
import { requestByToken } from './respond-access.ts';
import { requestAnswers, requestStructure } from './response.presenter.ts';
import { recipientMaySubmit } from './request-rules.ts';
import { announceRequestChange } from './announce.ts';

/** A change after submission, other than a reopened answer: 409 naming the status. */
export const closedForAnswers = (status: string) => {
  const message =
    status === 'accepted'
      ? 'The response was accepted; it can no longer change'
      : 'The response was submitted; only answers reopened for clarification can change';
  return new AppError('CONFLICT', message, [{ field: 'status', message }]);
};

/** The recipient saves some answers, to come back later; each is checked against its question. */
export const saveResponseAnswers = async (opts: {
  db: Db;
  token: string;
  input: SaveAnswersBody;
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
    const items = await listRequestItems(tx, row.organizationId, row.id);
    const { answers, changed, issues } = applyAnswers({
      structure,
      current: requestAnswers(row),
      changes: opts.input.answers,
      status,
      items,
    });
    if (issues.length > 0) throw new AppError('VALIDATION_ERROR', issues[0]!.message, issues);
    if (changed.length === 0)
      return { view: await loadResponseView(tx, row), questionnaireId: null };
    const completion = responseCompletion(structure, answers);
    const saved = await updateQuestionnaireRequestRow(tx, row.organizationId, row.id, {
      answers,
      answeredCount: completion.answered,
      requiredCount: completion.required,
      status: status === 'sent' ? 'in_progress' : status,
    });
    await recordAudit(tx, {
      ...recipientAudit(row, opts.requestId),
      action: 'questionnaire_request.answered',
      // Which answers changed, not what they say: the answers live on the request.
      after: { questionIds: changed, answered: completion.answered, required: completion.required },
    });
    return { view: await loadResponseView(tx, saved!), questionnaireId: row.questionnaireId };
  });
  if (questionnaireId) {
    announceRequestChange(opts.livePush, questionnaireId, { activity: false });
  }
  return view;
};
