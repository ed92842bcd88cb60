import type { IncomingPreview, SheetLayoutInput } from '@rampart/contracts';
import type { IncomingQuestion, SheetGrid, SheetLayout } from '@rampart/domain';
import { discardSpooled } from '../../platform/files/spool.ts';
import { parseUploadFields, type UploadForm } from '../../platform/files/upload-form.ts';
import { previewIncomingFieldsSchema } from '@rampart/contracts';
import { layoutsOf, questionsUnder, readIncomingFile } from './incoming-file.ts';

/** Rows shown under the header, questions shown per sheet, characters shown per cell. */
const SAMPLE = { rows: 6, questions: 5, cellChars: 200 } as const;

const clipped = (text: string) =>
  text.length > SAMPLE.cellChars ? `${text.slice(0, SAMPLE.cellChars - 1)}…` : text;

/** The header row (when there is one) and the first rows below it; else the sheet's first rows. */
const sampleRows = (grid: SheetGrid, layout: SheetLayout | null) => {
  const start = layout?.headerRow ?? 0;
  const rows = grid.rows.filter((r) => r.row >= start && r.cells.some((c) => c.trim() !== ''));
  return rows.slice(0, SAMPLE.rows + 1).map((r) => ({ row: r.row, cells: r.cells.map(clipped) }));
};

const sample = (questions: readonly IncomingQuestion[]) =>
  questions.slice(0, SAMPLE.questions).map((q) => ({
    ...q,
    text: clipped(q.text),
    allowedAnswers: q.allowedAnswers ? [...q.allowedAnswers] : null,
  }));

/**
 * What a customer's file holds, before anything is stored (issue 22 point 2): each sheet with
 * the columns found (or those sent back corrected), a few of its rows and the questions they
 * give, for a person to check and correct before the import.
 */
export const previewIncoming = async ({ form }: { form: UploadForm }): Promise<IncomingPreview> => {
  try {
    const { input, file } = parseUploadFields(previewIncomingFieldsSchema, form);
    const read = await readIncomingFile(file);
    if (read.textQuestions) {
      const questions = read.textQuestions;
      return {
        format: read.format,
        fileName: read.fileName,
        sheets: [
          {
            name: questions[0]?.sheet ?? 'Pasted text',
            rowCount: questions.at(-1)?.row ?? 0,
            columnCount: 0,
            layout: null,
            sampleRows: [],
            questionCount: questions.length,
            sampleQuestions: sample(questions),
          },
        ],
        questionCount: questions.length,
      };
    }
    const layouts = layoutsOf(read, input.layouts as SheetLayoutInput[] | undefined);
    const sheets = read.grids.map((grid) => {
      const layout = layouts.get(grid.name) ?? null;
      const questions = questionsUnder({ ...read, grids: [grid] }, layouts);
      return {
        name: grid.name,
        rowCount: grid.rows.at(-1)?.row ?? 0,
        columnCount: grid.rows.reduce((n, r) => Math.max(n, r.cells.length), 0),
        layout,
        sampleRows: sampleRows(grid, layout),
        questionCount: questions.length,
        sampleQuestions: sample(questions),
      };
    });
    return {
      format: read.format,
      fileName: read.fileName,
      sheets,
      questionCount: sheets.reduce((n, s) => n + s.questionCount, 0),
    };
  } finally {
    await discardSpooled(form.file);
  }
};
