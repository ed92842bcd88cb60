import { importIncomingFieldsSchema, type IncomingImported } from '@rampart/contracts';
import {
  insertIncomingQuestionnaire,
  insertIncomingQuestions,
  newId,
  recordAudit,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { fileKey, storingFile, type FileStorage } from '../../platform/files/file-storage.ts';
import { discardSpooled } from '../../platform/files/spool.ts';
import { parseUploadFields, type UploadForm } from '../../platform/files/upload-form.ts';
import {
  checkQuestionCount,
  layoutsOf,
  questionsUnder,
  readIncomingFile,
} from './incoming-file.ts';
import { dayOf } from './incoming.presenter.ts';

/**
 * Imports a customer's questionnaire as they sent it (issue 22 point 2): the original file is
 * kept, the questions are read under the layouts the person confirmed (or those guessed), and
 * the questionnaire, its questions and the audit entry are written in one transaction; the file
 * is removed again if any of it fails.
 */
export const importIncoming = async ({
  actor,
  form,
  db,
  storage,
}: {
  actor: Actor;
  form: UploadForm;
  db: Db;
  storage: FileStorage;
}): Promise<IncomingImported> => {
  try {
    const { input, file } = parseUploadFields(importIncomingFieldsSchema, form);
    const read = await readIncomingFile(file);
    const layouts = layoutsOf(read, input.layouts);
    const questions = questionsUnder(read, layouts);
    checkQuestionCount(questions);
    const { organizationId } = actor;
    const id = newId('inq');
    const key = fileKey(organizationId, id);
    const title =
      input.title || read.fileName.replace(/\.[a-z0-9]+$/i, '') || 'Customer questionnaire';
    const rows = questions.map((q, position) => ({
      id: newId('iqq'),
      organizationId,
      questionnaireId: id,
      position,
      sheet: q.sheet,
      row: q.row,
      section: q.section,
      reference: q.reference,
      text: q.text,
      allowedAnswers: q.allowedAnswers ? [...q.allowedAnswers] : null,
    }));
    const sheetLayouts = [...layouts.values()].filter((l) => l !== null);
    await storingFile(storage, key, (put) =>
      db.transaction(async (tx) => {
        await put(file, read.contentType);
        await insertIncomingQuestionnaire(tx, {
          id,
          organizationId,
          title,
          customer: input.customer,
          dueOn: input.dueDate ? dayOf(input.dueDate) : null,
          format: read.format,
          fileName: read.fileName,
          contentType: read.contentType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          storage: storage.kind,
          storageKey: key,
          layouts: sheetLayouts.map((l) => ({ ...l, columns: { ...l.columns } })),
          questionCount: rows.length,
          createdBy: actor.userId,
        });
        await insertIncomingQuestions(tx, rows);
        await recordAudit(tx, {
          organizationId,
          actorId: actor.userId,
          action: 'incoming_questionnaire.imported',
          entityType: 'incoming_questionnaire',
          entityId: id,
          after: {
            title,
            customer: input.customer,
            dueDate: input.dueDate ? dayOf(input.dueDate) : null,
            format: read.format,
            fileName: read.fileName,
            sha256: file.sha256,
            questionCount: rows.length,
          },
          requestId: actor.requestId,
        });
      }),
    );
    return {
      id,
      questions: rows.map((r) => ({
        id: r.id,
        sheet: r.sheet,
        row: r.row,
        section: r.section,
        reference: r.reference,
        text: r.text,
        allowedAnswers: r.allowedAnswers,
      })),
    };
  } finally {
    await discardSpooled(form.file);
  }
};
