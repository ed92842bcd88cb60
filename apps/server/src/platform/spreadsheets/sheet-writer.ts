import ExcelJS from 'exceljs';
import { guardFormula } from './formula-guard.ts';

// The one way Rampart writes a spreadsheet: a workbook by Rampart, sheets with names Excel
// accepts, cells it can store (text guarded against formulas and stripped of what XML cannot
// hold, numbers and dates as themselves), a bold shaded header row kept in view, and columns as
// wide as their text or as given.

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A new workbook, by Rampart. */
export const createWorkbook = (
  props: { title?: string; created?: Date } = {},
): ExcelJS.Workbook => {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Rampart';
  if (props.title !== undefined) wb.title = props.title;
  if (props.created && !Number.isNaN(props.created.getTime())) wb.created = props.created;
  return wb;
};

/** The workbook's file. */
export const workbookBytes = async (wb: ExcelJS.Workbook): Promise<Buffer> =>
  Buffer.from(await wb.xlsx.writeBuffer());

export type Cell = string | number | Date | null;

const FORBIDDEN_IN_NAME = /[\\/?*:[\]]/g;
const MAX_NAME = 31;
/** Excel keeps this name for itself. */
const RESERVED = new Set(['history']);

/** A sheet name Excel accepts, unique among `taken` (compared regardless of case). */
export const sheetName = (wanted: string, taken: Set<string>): string => {
  const base =
    wanted
      .replace(FORBIDDEN_IN_NAME, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^'+|'+$/g, '')
      .trim() || 'Sheet';
  const free = (name: string) =>
    !taken.has(name.toLowerCase()) && !RESERVED.has(name.toLowerCase());
  let name = base.slice(0, MAX_NAME).trim();
  for (let n = 2; !free(name); n++) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, MAX_NAME - suffix.length).trim()}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
};

/** XML cannot hold these; a lone half of a surrogate pair is not a character either. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu;
/** Excel's limit for a cell's text. */
const MAX_CELL = 32_767;

export const cellValue = (v: Cell): ExcelJS.CellValue => {
  if (v === null) return null;
  if (typeof v === 'number' || v instanceof Date) return v;
  return guardFormula(v.replace(NOT_IN_XML, '')).slice(0, MAX_CELL);
};

/** Writes the sheet's rows one after another; remembers each column's widest text. */
export class SheetWriter {
  private widths: number[] = [];

  constructor(readonly sheet: ExcelJS.Worksheet) {}

  /** A row; `measured: false` for text that may spill over the next cells (titles, paragraphs). */
  row(cells: Cell[], style: Partial<ExcelJS.Style> = {}, measured = true): ExcelJS.Row {
    const row = this.sheet.addRow(cells.map(cellValue));
    if (style.font) row.font = style.font;
    if (style.alignment) row.alignment = style.alignment;
    if (style.fill) cells.forEach((_, c) => (row.getCell(c + 1).fill = style.fill!));
    if (!measured) return row;
    cells.forEach((cell, c) => {
      const length =
        cell === null
          ? 0
          : typeof cell === 'string'
            ? longestLine(cell)
            : cell instanceof Date
              ? 20
              : String(cell).length;
      this.widths[c] = Math.max(this.widths[c] ?? 0, length);
    });
    return row;
  }

  /**
   * The header row of a table: bold on a light fill. `freeze` keeps it (and what is above it)
   * in view while the rows scroll; `filter` adds Excel's filter buttons to it.
   */
  header(cells: string[], opts: { freeze?: boolean; filter?: boolean } = {}): ExcelJS.Row {
    const row = this.row(cells, { font: { bold: true }, fill: HEADER_FILL });
    if (opts.freeze) this.sheet.views = [{ state: 'frozen', ySplit: row.number }];
    if (opts.filter) {
      this.sheet.autoFilter = {
        from: { row: row.number, column: 1 },
        to: { row: row.number, column: cells.length },
      };
    }
    return row;
  }

  blank(): void {
    this.sheet.addRow([]);
  }

  /** Column widths from their text, between 10 and 60 characters; or the widths given. */
  finish(widths?: number[]): void {
    (widths ?? this.widths.map((w) => Math.min(60, Math.max(10, w + 2)))).forEach((w, c) => {
      this.sheet.getColumn(c + 1).width = w;
    });
  }
}

const longestLine = (text: string): number =>
  Math.max(...text.split('\n').map((line) => line.length));

export const HEADER_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFF1F1F4' },
};

/** A theme colour ("#991b1b") as an Excel fill. */
export const solidFill = (hex: string): ExcelJS.Fill => ({
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: `FF${hex.slice(1).toUpperCase()}` },
});
