import { readFile } from 'node:fs/promises';
import type { IncomingFormat, SheetLayoutInput } from '@rampart/contracts';
import {
  detectLayout,
  questionsOf,
  questionsOfText,
  type IncomingQuestion,
  type SheetGrid,
  type SheetLayout,
} from '@rampart/domain';
import { fieldErrors, invalid } from '../../errors.ts';
import { detectFileType } from '../../platform/files/detect-file-type.ts';
import { FILE_FIELD, type UploadForm } from '../../platform/files/upload-form.ts';
import { storable } from '../../platform/text-extraction/file-text-reader.ts';
import { DOCX, XLSX } from '../../platform/text-extraction/file-types.ts';
import { readInIsolation, ReadingFailed } from '../../platform/text-extraction/isolated-reading.ts';

// A customer's questionnaire file, read (issue 22 point 2): its format from its bytes, its sheets
// as grids in the reading child, the columns of each sheet as guessed or as a person corrected
// them, and the questions they give.

type Received = NonNullable<UploadForm['file']>;

/** Most questions one questionnaire holds: the largest seen are about 900. */
export const MAX_INCOMING_QUESTIONS = 3000;

const FORMAT_OF_TYPE: Readonly<Record<string, IncomingFormat>> = {
  [XLSX]: 'xlsx',
  [DOCX]: 'docx',
  'text/csv': 'csv',
  'text/plain': 'text',
  'text/markdown': 'text',
};

export type ReadIncoming = {
  format: IncomingFormat;
  contentType: string;
  fileName: string;
  /** The sheets (or tables) of the file; pasted text has none. */
  grids: SheetGrid[];
  /** Pasted text's questions (its lines hold no columns to choose). */
  textQuestions: IncomingQuestion[] | null;
};

const refuse = (message: string) => invalid(FILE_FIELD, message);

/** The file's type from its bytes, then its sheets, read where a hostile file can do no harm. */
export const readIncomingFile = async (file: Received): Promise<ReadIncoming> => {
  const type = await detectFileType(file);
  const format = FORMAT_OF_TYPE[type.contentType];
  if (!format) {
    throw refuse(
      type.contentType === 'application/vnd.ms-excel' || type.contentType === 'application/x-cfb'
        ? 'Save the workbook as .xlsx (Excel 2007 or later) and import that'
        : 'Import an Excel workbook (.xlsx), a CSV file, a Word document (.docx) or text',
    );
  }
  const bytes = await readFile(file.path);
  if (format === 'text') {
    return {
      format,
      ...type,
      grids: [],
      textQuestions: questionsOfText(storable(bytes.toString('utf8'))),
    };
  }
  try {
    const grids = await readInIsolation({
      op: 'questionnaire',
      data: bytes,
      format,
      name: type.fileName.replace(/\.[a-z0-9]+$/i, ''),
    });
    return { format, ...type, grids: storableGrids(grids), textQuestions: null };
  } catch (error) {
    if (error instanceof ReadingFailed) {
      throw refuse(`The file could not be read (${error.message}); is it damaged?`);
    }
    throw error;
  }
};

/**
 * Texts PostgreSQL can store (no NUL, no lone surrogate), and sheet names that stay apart once
 * cleaned: a question is kept by its sheet and row.
 */
const storableGrids = (grids: readonly SheetGrid[]): SheetGrid[] => {
  const taken = new Set<string>();
  return grids.map((grid) => {
    const base = storable(grid.name) || 'Sheet';
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base} (${n})`;
    taken.add(name);
    return {
      name,
      rows: grid.rows.map((r) => ({
        ...r,
        cells: r.cells.map(storable),
        ...(r.allowed ? { allowed: r.allowed.map((list) => list?.map(storable) ?? null) } : {}),
      })),
    };
  });
};

const widthOf = (grid: SheetGrid) => grid.rows.reduce((n, r) => Math.max(n, r.cells.length), 0);

/**
 * The layout of each sheet: as the person sent them back (a sheet they left out is not read),
 * else as guessed. A corrected layout must name a sheet of the file and columns it has.
 */
export const layoutsOf = (
  read: ReadIncoming,
  corrected: readonly SheetLayoutInput[] | undefined,
): Map<string, SheetLayout | null> => {
  const layouts = new Map<string, SheetLayout | null>();
  if (!corrected) {
    for (const grid of read.grids) layouts.set(grid.name, detectLayout(grid));
    return layouts;
  }
  const grids = new Map(read.grids.map((g) => [g.name, g]));
  const issues = corrected.flatMap((layout, i) => {
    const grid = grids.get(layout.sheet);
    if (!grid) {
      return [{ field: `layouts.${i}.sheet`, message: `The file has no sheet "${layout.sheet}"` }];
    }
    const width = widthOf(grid);
    return Object.entries(layout.columns)
      .filter(([, column]) => column !== null && column >= width)
      .map(([role]) => ({
        field: `layouts.${i}.columns.${role}`,
        message: `Sheet "${layout.sheet}" has ${width} columns`,
      }));
  });
  if (new Set(corrected.map((l) => l.sheet)).size !== corrected.length) {
    issues.push({ field: 'layouts', message: 'Give each sheet one layout' });
  }
  if (issues.length > 0) throw fieldErrors(issues);
  for (const grid of read.grids) layouts.set(grid.name, null);
  for (const layout of corrected) layouts.set(layout.sheet, layout);
  return layouts;
};

/** The questions of the file under the layouts, in the file's order. */
export const questionsUnder = (
  read: ReadIncoming,
  layouts: Map<string, SheetLayout | null>,
): IncomingQuestion[] => {
  if (read.textQuestions) return read.textQuestions;
  return read.grids.flatMap((grid) => {
    const layout = layouts.get(grid.name);
    return layout ? questionsOf(grid, layout) : [];
  });
};

/** Some questions, not more than one questionnaire should hold. */
export const checkQuestionCount = (questions: readonly IncomingQuestion[]): void => {
  if (questions.length === 0) {
    throw refuse(
      'No questions were found in this file: choose the question column of a sheet, or check the file',
    );
  }
  if (questions.length > MAX_INCOMING_QUESTIONS) {
    throw refuse(
      `The file holds ${questions.length} questions; split it into questionnaires of at most ${MAX_INCOMING_QUESTIONS}`,
    );
  }
};
