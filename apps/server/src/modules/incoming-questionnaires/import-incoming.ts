import {
  importIncomingFieldsSchema,
  type ImportIncomingFields,
  type IncomingImported,
} from '@rampart/contracts';
import {
  insertIncomingQuestionnaire,
  insertIncomingQuestions,
  newId,
  recordAudit,
  type Db,
  type Executor,
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
 * Who brings a questionnaire in: a member (an actor), or nobody signed in (a visitor through
 * the trust centre, issue 24 point 5), then `userId` is null.
 */
export type IncomingAuthor = {
  organizationId: string;
  userId: string | null;
  requestId: string | null;
};

type Received = NonNullable<UploadForm['file']>;

/** A questionnaire read from its file and checked, ready to be written; nothing stored yet. */
export type PreparedIncoming = Awaited<ReturnType<typeof prepareIncoming>>;

/** Reads the file under the layouts given (or guessed) and checks its questions. */
export const prepareIncoming = async (
  organizationId: string,
  file: Received,
  input: ImportIncomingFields,
) => {
  const read = await readIncomingFile(file);
  const layouts = layoutsOf(read, input.layouts);
  const questions = questionsUnder(read, layouts);
  checkQuestionCount(questions);
  const id = newId('inq');
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
  return {
    id,
    key: fileKey(organizationId, id),
    title,
    input,
    file,
    read,
    rows,
    layouts: sheetLayouts.map((l) => ({ ...l, columns: { ...l.columns } })),
  };
};

/**
 * Writes a prepared questionnaire in the caller's transaction: the original file (through
 * `put`, from `storingFile`), the questionnaire, its questions and the audit entry.
 */
export const writeIncoming = async (
  tx: Executor,
  put: (file: Received, contentType: string) => Promise<void>,
  p: PreparedIncoming,
  author: IncomingAuthor,
  storageKind: string,
  /** More for the audit entry: where the questionnaire came from. */
  origin: Record<string, string> = {},
): Promise<void> => {
  const { organizationId } = author;
  const { input, file, read } = p;
  await put(file, read.contentType);
  await insertIncomingQuestionnaire(tx, {
    id: p.id,
    organizationId,
    title: p.title,
    customer: input.customer,
    dueOn: input.dueDate ? dayOf(input.dueDate) : null,
    format: read.format,
    fileName: read.fileName,
    contentType: read.contentType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    storage: storageKind,
    storageKey: p.key,
    layouts: p.layouts,
    questionCount: p.rows.length,
    createdBy: author.userId,
  });
  await insertIncomingQuestions(tx, p.rows);
  await recordAudit(tx, {
    organizationId,
    actorId: author.userId,
    action: 'incoming_questionnaire.imported',
    entityType: 'incoming_questionnaire',
    entityId: p.id,
    after: {
      title: p.title,
      customer: input.customer,
      dueDate: input.dueDate ? dayOf(input.dueDate) : null,
      format: read.format,
      fileName: read.fileName,
      sha256: file.sha256,
      questionCount: p.rows.length,
      ...origin,
    },
    requestId: author.requestId,
  });
};

/** What the import answers: the questionnaire's id and the questions read. */
export const importedOf = (p: PreparedIncoming): IncomingImported => ({
  id: p.id,
  questions: p.rows.map((r) => ({
    id: r.id,
    sheet: r.sheet,
    row: r.row,
    section: r.section,
    reference: r.reference,
    text: r.text,
    allowedAnswers: r.allowedAnswers,
  })),
});

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
    const prepared = await prepareIncoming(actor.organizationId, file, input);
    await storingFile(storage, prepared.key, (put) =>
      db.transaction((tx) => writeIncoming(tx, put, prepared, actor, storage.kind)),
    );
    return importedOf(prepared);
  } finally {
    await discardSpooled(form.file);
  }
};
