import type { RequestNote, RespondNoteBody, ResponseView } from '@rampart/contracts';
import { questionsInOrder } from '@rampart/domain';
import {
  ensureRequestItems,
  findRequestItem,
  newId,
  recordAudit,
  recordQuestionnaireActivity,
  updateRequestItem,
  type Db,
} from '@rampart/db';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { AppError, invalid } from '../../errors.ts';
import { loadResponseView } from './load-response-view.ts';
import { recipientAudit, recipientName } from './recipient.ts';
import { requestByToken } from './respond-access.ts';
import { notesOf, requestStructure } from './response.presenter.ts';
import { NOTES_PER_ITEM_MAX } from './request-rules.ts';
import { announceRequestChange } from './announce.ts';

/** The recipient comments on a question (an answer's context, or a reply to a clarification). */
export const addResponseNote = async (opts: {
  db: Db;
  token: string;
  input: RespondNoteBody;
  livePush: LivePush;
  requestId: string;
  now?: Date;
}): Promise<ResponseView> => {
  const now = opts.now ?? new Date();
  const { questionId, text } = opts.input;
  const { view, questionnaireId } = await opts.db.transaction(async (tx) => {
    const row = await requestByToken(tx, opts.token, now, { lock: true });
    if (row.status === 'accepted') {
      const message = 'The response was accepted; it is closed';
      throw new AppError('CONFLICT', message, [{ field: 'status', message }]);
    }
    const known = questionsInOrder(requestStructure(row)).some((l) => l.question.id === questionId);
    if (!known) throw invalid('questionId', 'No such question in this questionnaire');
    const org = row.organizationId;
    await ensureRequestItems(tx, org, row.id, [questionId], () => newId('qri'));
    const item = (await findRequestItem(tx, org, row.id, questionId))!;
    const notes = notesOf(item);
    if (notes.length >= NOTES_PER_ITEM_MAX) {
      throw invalid('text', `At most ${NOTES_PER_ITEM_MAX} notes on one question`);
    }
    const name = recipientName(row);
    const note: RequestNote = { by: 'recipient', name, text, at: now.toISOString() };
    await updateRequestItem(tx, org, row.id, questionId, { notes: [...notes, note] });
    await recordAudit(tx, {
      ...recipientAudit(row, opts.requestId),
      action: 'questionnaire_request.answered',
      after: { questionId, note: text },
    });
    await recordQuestionnaireActivity(tx, {
      organizationId: org,
      questionnaireId: row.questionnaireId,
      type: 'comment',
      description: `${name} commented on an answer`,
      userName: name,
      targetType: 'question',
      targetId: questionId,
      metadata: { requestId: row.id },
    });
    return { view: await loadResponseView(tx, row), questionnaireId: row.questionnaireId };
  });
  announceRequestChange(opts.livePush, questionnaireId, { activity: true });
  return view;
};
