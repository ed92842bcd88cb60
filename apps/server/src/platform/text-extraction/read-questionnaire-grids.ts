import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { GridRow, SheetGrid } from '@rampart/domain';
import { GRID_LIMITS, clip } from './grid-limits.ts';

// Runs in the reading child (isolated-reading.ts), like every parser of a file someone sent: a
// customer's questionnaire as grids of cell texts (issue 22 point 2), for `detectLayout` and
// `questionsOf` of @rampart/domain (Word tables: docx-tables.ts). A workbook keeps its sheets, each cell its own text (a merged
// range's text stands in its first cell only) and, where a data-validation list gives the cell a
// dropdown, the answers it allows.

/** `'My sheet'!$A$1:$A$3`, `Lists!A1:A3`, `$H$2:$H$4`. */
const RANGE =
  /^(?:(?:'((?:[^']|'')+)'|([^'!]+))!)?\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/i;

const columnNumber = (letters: string) =>
  [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

/** The values a range of cells holds, top to bottom, left to right. */
const rangeValues = (
  workbook: ExcelJS.Workbook,
  fallback: ExcelJS.Worksheet,
  ref: string,
): string[] | null => {
  const m = RANGE.exec(ref.trim());
  if (!m) return null;
  const sheetName = m[1]?.replace(/''/g, "'") ?? m[2];
  const sheet = sheetName ? workbook.getWorksheet(sheetName) : fallback;
  if (!sheet) return null;
  const [c1, r1] = [columnNumber(m[3]!), Number(m[4])];
  const [c2, r2] = [m[5] ? columnNumber(m[5]) : c1, m[6] ? Number(m[6]) : r1];
  const values: string[] = [];
  for (let r = Math.min(r1, r2); r <= Math.max(r1, r2); r += 1) {
    for (let c = Math.min(c1, c2); c <= Math.max(c1, c2); c += 1) {
      const text = clip(sheet.getCell(r, c).text.trim());
      if (text) values.push(text);
      if (values.length >= GRID_LIMITS.allowedValues) return values;
    }
  }
  return values;
};

/** The answers a cell's dropdown allows: an inline list, a range, or a name for a range. */
const allowedOf = (
  workbook: ExcelJS.Workbook,
  sheet: ExcelJS.Worksheet,
  validation: ExcelJS.DataValidation | undefined,
): string[] | null => {
  if (!validation || validation.type !== 'list') return null;
  const formula = String(validation.formulae?.[0] ?? '').trim();
  if (!formula) return null;
  if (formula.startsWith('"') && formula.endsWith('"')) {
    const values = formula
      .slice(1, -1)
      .split(',')
      .map((v) => clip(v.trim()))
      .filter(Boolean);
    return values.length > 0 ? values.slice(0, GRID_LIMITS.allowedValues) : null;
  }
  const direct = rangeValues(workbook, sheet, formula);
  if (direct) return direct.length > 0 ? direct : null;
  // A defined name ("YesNo") standing for a range.
  const ranges = workbook.definedNames.getRanges(formula.replace(/^=/, '')).ranges ?? [];
  const values = ranges.flatMap((r) => rangeValues(workbook, sheet, r) ?? []);
  return values.length > 0 ? values.slice(0, GRID_LIMITS.allowedValues) : null;
};

/** A workbook's sheets as grids (hidden sheets left out: customers keep their lists there). */
export const readWorkbookGrids = async (bytes: Buffer): Promise<SheetGrid[]> => {
  const workbook = new ExcelJS.Workbook();
  // exceljs's own Buffer type lags behind Node's; the bytes are what it reads.
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const grids: SheetGrid[] = [];
  for (const sheet of workbook.worksheets) {
    if (grids.length >= GRID_LIMITS.sheets) break;
    if (sheet.state === 'hidden' || sheet.state === 'veryHidden') continue;
    const rows: GridRow[] = [];
    const width = Math.min(sheet.columnCount, GRID_LIMITS.columns);
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rows.length >= GRID_LIMITS.rowsPerSheet) return;
      const cells: string[] = [];
      const allowed: (string[] | null)[] = [];
      let anyAllowed = false;
      for (let c = 1; c <= width; c += 1) {
        const cell = row.getCell(c);
        const covered = cell.isMerged && cell.master.address !== cell.address;
        cells.push(covered ? '' : clip(cell.text.trim()));
        const list = allowedOf(workbook, sheet, cell.dataValidation);
        if (list) anyAllowed = true;
        allowed.push(list);
      }
      while (cells.length > 0 && cells[cells.length - 1] === '' && !allowed[cells.length - 1]) {
        cells.pop();
        allowed.pop();
      }
      rows.push({ row: rowNumber, cells, ...(anyAllowed ? { allowed } : {}) });
    });
    grids.push({ name: sheet.name, rows });
  }
  return grids;
};

/** A CSV file as one grid, named after the file. */
export const readCsvGrid = (text: string, name: string): SheetGrid => {
  const records = parse(text.replace(/^\uFEFF/, ''), {
    relax_column_count: true,
    skip_empty_lines: false,
    to_line: GRID_LIMITS.rowsPerSheet,
  }) as string[][];
  return {
    name,
    rows: records
      .map((cells, i) => ({
        row: i + 1,
        cells: cells.slice(0, GRID_LIMITS.columns).map((c) => clip(c.trim())),
      }))
      .filter((r) => r.cells.some((c) => c !== '')),
  };
};
