import type { IncomingExportFormat } from '@rampart/contracts';
import { answerCellValue, answerToSend, commentCellText } from '@rampart/domain';
import {
  findIncomingQuestionnaire,
  findOrganization,
  listIncomingQuestionRecords,
  listIncomingQuestions,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { answersToPdf } from './answers-pdf.ts';
import { invalid, notFound } from '../../errors.ts';
import {
  readAllBytes,
  readStoredFile,
  type FileStorage,
} from '../../platform/files/file-storage.ts';
import { CONTENT_TYPES, writeTable } from '../../platform/spreadsheets/table-file.ts';
import { readInIsolation, ReadingFailed } from '../../platform/text-extraction/isolated-reading.ts';
import type { WrittenCell } from '../../platform/text-extraction/write-questionnaire-answers.ts';
import { DOCX } from '../../platform/text-extraction/file-types.ts';

const FILE_KIND = { xlsx: 'workbook', docx: 'Word document' } as const;

/**
 * The answers, out (issue 22 point 6): `xlsx` is the customer's own workbook with each answer in
 * its answer cell (the dropdown's own spelling) and the explanation with its records in the
 * comment cell, nothing else changed; `docx` the customer's Word document, likewise in its
 * tables (docx-write.ts); `csv` is a table of every question and its answer, for any
 * questionnaire; `pdf` a printable summary (answers-pdf.ts). Questions not drafted yet are left
 * empty.
 */
export const exportIncoming = async ({
  actor,
  id,
  format,
  db,
  storage,
}: {
  actor: Actor;
  id: string;
  format: IncomingExportFormat;
  db: Db;
  storage: FileStorage;
}): Promise<{
  fileName: string;
  contentType: string;
  body: Buffer;
  /** Cells left as the customer had them: not empty, merged into another, or an unread list. */
  cellsNotWritten?: number;
}> => {
  const questionnaire = await findIncomingQuestionnaire(db, actor.organizationId, id);
  if (!questionnaire) throw notFound('Questionnaire');
  const base = questionnaire.fileName.replace(/\.[a-z0-9]+$/i, '') || 'questionnaire';
  if (format === 'pdf') {
    const organization = await findOrganization(db, actor.organizationId);
    const records = await listIncomingQuestionRecords(db, actor.organizationId, id);
    const body = await answersToPdf(questionnaire, records, organization?.name ?? '', new Date());
    return { fileName: `${base} (answers).pdf`, contentType: 'application/pdf', body };
  }
  const questions = await listIncomingQuestions(db, actor.organizationId, id);
  // The reviewed answer where a person decided, the draft while nobody has, nothing if rejected.
  const sent = questions.map((q) => ({ q, out: answerToSend(q) }));
  const comment = (out: ReturnType<typeof answerToSend>) => (out ? commentCellText(out) : '');

  if (format === 'csv') {
    const body = await writeTable('csv', 'Answers', {
      headers: ['Sheet', 'Row', 'Section', 'Number', 'Question', 'Answer', 'Explanation'],
      rows: sent.map(({ q, out }) => [
        q.sheet,
        String(q.row),
        q.section ?? '',
        q.reference ?? '',
        q.text,
        out ? (answerCellValue(out.answer, null) ?? 'Unknown') : '',
        comment(out),
      ]),
    });
    return { fileName: `${base} (answers).csv`, contentType: CONTENT_TYPES.csv, body };
  }

  const own = questionnaire.format;
  if (own !== format || (own !== 'xlsx' && own !== 'docx')) {
    throw invalid(
      'format',
      own === 'xlsx' || own === 'docx'
        ? `This questionnaire came as a ${FILE_KIND[own]}: export it as ${own}, CSV or PDF`
        : 'Answers go back into the customer’s own file for Excel workbooks and Word documents; export this questionnaire as CSV or PDF',
    );
  }
  const layouts = new Map(questionnaire.layouts.map((l) => [l.sheet, l]));
  const cells: WrittenCell[] = sent.flatMap(({ q, out: answer }) => {
    const layout = layouts.get(q.sheet);
    // An answer not known writes nothing: the customer's cells stay as they were.
    if (!layout || !answer || answer.answer === 'unknown') return [];
    const out: WrittenCell[] = [];
    const value = answerCellValue(answer.answer, q.allowedAnswers);
    const listed = (q.allowedAnswers?.length ?? 0) > 0;
    if (layout.columns.answer !== null && value !== null) {
      const column = layout.columns.answer;
      out.push({ sheet: q.sheet, row: q.row, column, value, kind: 'answer', listed });
    }
    if (layout.columns.comment !== null) {
      const column = layout.columns.comment;
      out.push({
        sheet: q.sheet,
        row: q.row,
        column,
        value: comment(answer),
        kind: 'comment',
        listed,
      });
    }
    return out;
  });
  const original = await readAllBytes(
    await readStoredFile(storage, questionnaire, 'this questionnaire'),
  );
  try {
    const written = await readInIsolation({
      op: 'questionnaire-answers',
      data: original,
      format: own,
      cells,
    });
    return {
      fileName: `${base} (answered).${own}`,
      contentType: own === 'docx' ? DOCX : CONTENT_TYPES.xlsx,
      body: Buffer.from(written.bytes),
      cellsNotWritten: written.skipped,
    };
  } catch (error) {
    if (error instanceof ReadingFailed) {
      throw invalid(
        'format',
        `The ${FILE_KIND[own]} could not be written (${error.message}); export it as CSV`,
      );
    }
    throw error;
  }
};
