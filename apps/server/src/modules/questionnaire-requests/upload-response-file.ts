import {
  QUESTIONNAIRE_LIMITS,
  type QuestionnaireRequestStatus,
  type RequestItemStatus,
  type ResponseView,
} from '@rampart/contracts';
import { isAnswered, questionsInOrder, responseCompletion } from '@rampart/domain';
import {
  ensureRequestItems,
  findRequestContext,
  findRequestItem,
  insertEvidence,
  newId,
  recordAudits,
  updateQuestionnaireRequestRow,
  updateRequestItem,
  type Db,
} from '@rampart/db';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { invalid } from '../../errors.ts';
import { fileKey, type FileStorage } from '../../platform/files/file-storage.ts';
import { discardSpooled } from '../../platform/files/spool.ts';
import { detectFileType } from '../../platform/files/detect-file-type.ts';
import { FILE_FIELD, type UploadForm } from '../../platform/files/upload-form.ts';
import { loadResponseView } from './load-response-view.ts';
import { recipientAudit, recipientName } from './recipient.ts';
import { requestByToken } from './respond-access.ts';
import { requestAnswers, requestStructure } from './response.presenter.ts';
import { recipientMayEdit, recipientMaySubmit } from './request-rules.ts';
import { closedForAnswers } from './save-response-answers.ts';
import { announceRequestChange } from './announce.ts';

const TITLE_MAX = 200;
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * A file the recipient gives as the answer of a file question: checked and stored as the
 * organisation's evidence (the evidence upload's type and size rules), its id added to the
 * answer. The link is checked before any byte is read; nothing stays behind on a refusal.
 */
export const uploadResponseFile = async (opts: {
  db: Db;
  token: string;
  readForm: () => Promise<UploadForm>;
  storage: FileStorage;
  livePush: LivePush;
  requestId: string;
  now?: Date;
}): Promise<ResponseView> => {
  const { db, storage } = opts;
  const now = opts.now ?? new Date();
  await requestByToken(db, opts.token, now);
  const form = await opts.readForm();
  const { file } = form;
  let key: string | null = null;
  try {
    const questionId = form.fields.questionId?.trim() ?? '';
    if (!questionId) throw invalid('questionId', 'Say which question the file answers');
    if (!file) throw invalid(FILE_FIELD, 'Choose a file to upload');
    const type = await detectFileType(file);
    const result = await db.transaction(async (tx) => {
      const row = await requestByToken(tx, opts.token, now, { lock: true });
      const status = row.status as QuestionnaireRequestStatus;
      if (!recipientMaySubmit(status)) throw closedForAnswers(status);
      const structure = requestStructure(row);
      const question = questionsInOrder(structure).find(
        (l) => l.question.id === questionId,
      )?.question;
      if (!question || question.type !== 'file_upload') {
        throw invalid('questionId', 'This question does not take a file');
      }
      const org = row.organizationId;
      await ensureRequestItems(tx, org, row.id, [questionId], () => newId('qri'));
      const item = (await findRequestItem(tx, org, row.id, questionId))!;
      const current = requestAnswers(row);
      const itemStatus = item.reviewStatus as RequestItemStatus;
      if (!recipientMayEdit(status, itemStatus, isAnswered(current[questionId]))) {
        throw invalid(
          `answers.${questionId}`,
          'This answer was submitted; it can change only when a clarification is asked',
        );
      }
      const given = Array.isArray(current[questionId]) ? (current[questionId] as string[]) : [];
      if (given.length >= QUESTIONNAIRE_LIMITS.optionsMax) {
        throw invalid(FILE_FIELD, `At most ${QUESTIONNAIRE_LIMITS.optionsMax} files per question`);
      }
      const context = await findRequestContext(tx, row);
      const id = newId('evd');
      key = fileKey(org, id);
      await storage.put(key, file, type.contentType);
      const evidenceRow = await insertEvidence(tx, {
        id,
        organizationId: org,
        title: clip(question.text, TITLE_MAX),
        description: `Uploaded by ${recipientName(row)} in answer to this question of "${context?.questionnaireTitle ?? ''}".`,
        fileName: type.fileName,
        contentType: type.contentType,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
        storage: storage.kind,
        storageKey: key,
        uploadedBy: null,
      });
      await updateRequestItem(tx, org, row.id, questionId, {
        evidenceIds: [...item.evidenceIds, id],
      });
      const answers = { ...current, [questionId]: [...given, id] };
      const completion = responseCompletion(structure, answers);
      const saved = await updateQuestionnaireRequestRow(tx, org, row.id, {
        answers,
        answeredCount: completion.answered,
        requiredCount: completion.required,
        status: status === 'sent' ? 'in_progress' : status,
      });
      const audit = recipientAudit(row, opts.requestId);
      await recordAudits(tx, [
        {
          ...audit,
          action: 'evidence.uploaded',
          entityType: 'evidence',
          entityId: id,
          after: {
            title: evidenceRow.title,
            fileName: evidenceRow.fileName,
            sizeBytes: evidenceRow.sizeBytes,
            sha256: evidenceRow.sha256,
            questionnaireRequestId: row.id,
            questionId,
          },
        },
        {
          ...audit,
          action: 'questionnaire_request.answered',
          after: { questionIds: [questionId], evidenceId: id },
        },
      ]);
      return { view: await loadResponseView(tx, saved!), questionnaireId: row.questionnaireId };
    });
    key = null; // committed: the file is the evidence's now
    announceRequestChange(opts.livePush, result.questionnaireId, { activity: false });
    return result.view;
  } catch (error) {
    // Stored but not committed: the file goes again.
    if (key) await storage.remove(key).catch(() => undefined);
    throw error;
  } finally {
    await discardSpooled(file);
  }
};
