import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Actor } from '../../auth/actor.ts';
import { AppError } from '../../errors.ts';
import { unstorableText } from '../../plugins/input-hardening.ts';
import { guardFormula, unguardFormula } from './formula-guard.ts';
import { createWorkbook, SheetWriter, workbookBytes, XLSX_CONTENT_TYPE } from './sheet-writer.ts';

export type TableFormat = 'csv' | 'xlsx';
/** `lines` holds each row's line in the file (the header is line 1), when read from a file. */
export type Table = { headers: string[]; rows: string[][]; lines?: number[] };

/** The file line of row i, for error messages. */
export const lineOf = (table: Table, i: number): number => table.lines?.[i] ?? i + 2;

/** A problem with one cell of an imported file, named by its line and column. */
export type LineError = { line: number; field: string; message: string };
const MAX_ERRORS = 100;

/** Refuses a whole import with its first error in the message and up to 100 in the details. */
export const failImport = (errors: LineError[], outcome = 'Nothing was imported.'): never => {
  const first = errors[0]!;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  throw new AppError(
    'VALIDATION_ERROR',
    `Line ${first.line}: ${first.field}: ${first.message}${more}. ${outcome}`,
    errors.slice(0, MAX_ERRORS),
  );
};

/** Cells PostgreSQL cannot store (NUL, a lone surrogate), named like every import error. */
const unstorableCells = (headers: string[], rows: string[][], lines: number[]): LineError[] => {
  const errors: LineError[] = [];
  const check = (cells: string[], line: number) =>
    cells.forEach((cell, c) => {
      const message = unstorableText(cell);
      if (message) errors.push({ line, field: headers[c] || `column ${c + 1}`, message });
    });
  check(headers, 1);
  rows.forEach((row, i) => check(row, lines[i] ?? i + 2));
  return errors;
};

/** The largest spreadsheet or CSV file an import accepts. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: XLSX_CONTENT_TYPE,
};

/** The types an import takes as its raw request body (no multipart needed); its `consumes`. */
export const FILE_BODY_TYPES = [XLSX_CONTENT_TYPE, 'text/csv', 'application/octet-stream'];

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    return '';
  }
  return String(v);
};

/** Reads the first sheet (or the CSV) as text cells; the first row holds the headers. */
export const readTable = async (format: TableFormat, bytes: Buffer): Promise<Table> => {
  let grid: string[][];
  let lines: number[];
  try {
    if (format === 'csv') {
      const records = parse(bytes, {
        bom: true,
        skip_empty_lines: false,
        relax_column_count: true,
        info: true,
      }) as unknown as { record: string[]; info: { lines: number } }[];
      grid = records.map((r) => r.record);
      lines = records.map((r) => r.info.lines);
    } else {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      grid = [];
      lines = [];
      sheet?.eachRow({ includeEmpty: false }, (row) => {
        const values: string[] = [];
        for (let c = 1; c <= row.cellCount; c++) values.push(cellText(row.getCell(c).value));
        grid.push(values);
        lines.push(row.number);
      });
    }
  } catch (e) {
    throw new AppError(
      'VALIDATION_ERROR',
      `The file could not be read as ${format.toUpperCase()}: ${(e as Error).message}`,
      [{ field: 'file', message: 'Unreadable file' }],
    );
  }
  const [headers = [], ...rows] = grid.map((r) => r.map(unguardFormula));
  const kept = rows
    .map((r, i) => ({ r, line: lines[i + 1] ?? i + 2 }))
    .filter(({ r }) => r.some((c) => c.trim() !== ''));
  const table = {
    headers: headers.map((h) => h.trim()),
    rows: kept.map((k) => k.r),
    lines: kept.map((k) => k.line),
  };
  const unstorable = unstorableCells(table.headers, table.rows, table.lines);
  if (unstorable.length > 0) failImport(unstorable);
  return table;
};

export const writeTable = async (
  format: TableFormat,
  sheetName: string,
  table: Table,
  /**
   * A line printed in the workbook's page header and footer and kept in its properties (a
   * questionnaire's "watermark on exports"). A CSV has no place for one that an import would
   * not read as data, so CSV files carry none.
   */
  watermark?: string,
): Promise<Buffer> => {
  if (format === 'csv') {
    const rows = table.rows.map((r) => r.map(guardFormula));
    return Buffer.from(stringify([table.headers, ...rows]), 'utf8');
  }
  const wb = createWorkbook();
  if (watermark) {
    wb.subject = watermark;
    wb.description = watermark;
  }
  const sheet = wb.addWorksheet(sheetName);
  if (watermark) {
    // Header/footer codes start with &; a literal & is written &&.
    const text = `&C${watermark.replaceAll('&', '&&')}`;
    sheet.headerFooter = { oddHeader: text, oddFooter: text, evenHeader: text, evenFooter: text };
  }
  const w = new SheetWriter(sheet);
  w.header(table.headers, { freeze: true });
  for (const row of table.rows) w.row(row);
  w.finish();
  return workbookBytes(wb);
};

/** Header row → index by key; matching ignores case, spaces and underscores. */
export const headerIndex = (headers: string[]) => {
  const norm = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  const map = new Map(headers.map((h, i) => [norm(h), i]));
  return (key: string): number | undefined => map.get(norm(key));
};

/** What an import of a register table takes: who imports, the file and its format. */
export type ImportOptions<Db> = { actor: Actor; format: TableFormat; bytes: Buffer; db: Db };

/**
 * The file read as a table with its column look-up; a header row without a "title" column is
 * refused at line 1, as every register import needs one.
 */
export const readTitledTable = async (format: TableFormat, bytes: Buffer) => {
  const table = await readTable(format, bytes);
  const col = headerIndex(table.headers);
  if (col('title') === undefined) {
    failImport([{ line: 1, field: 'title', message: 'The header row needs a "title" column' }]);
  }
  return { table, col };
};
