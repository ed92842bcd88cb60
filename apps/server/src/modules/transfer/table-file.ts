import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../errors.ts';

export type TableFormat = 'csv' | 'xlsx';
export type Table = { headers: string[]; rows: string[][] };

export const CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

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
  try {
    if (format === 'csv') {
      grid = parse(bytes, {
        bom: true,
        skip_empty_lines: true,
        relax_column_count: true,
      }) as string[][];
    } else {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      grid = [];
      sheet?.eachRow({ includeEmpty: false }, (row) => {
        const values: string[] = [];
        for (let c = 1; c <= row.cellCount; c++) values.push(cellText(row.getCell(c).value));
        grid.push(values);
      });
    }
  } catch (e) {
    throw new AppError(
      'VALIDATION_ERROR',
      `The file could not be read as ${format.toUpperCase()}: ${(e as Error).message}`,
      [{ field: 'file', message: 'Unreadable file' }],
    );
  }
  const [headers = [], ...rows] = grid;
  return {
    headers: headers.map((h) => h.trim()),
    rows: rows.filter((r) => r.some((c) => c.trim() !== '')),
  };
};

export const writeTable = async (
  format: TableFormat,
  sheetName: string,
  table: Table,
): Promise<Buffer> => {
  if (format === 'csv') return Buffer.from(stringify([table.headers, ...table.rows]), 'utf8');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Rampart';
  const sheet = wb.addWorksheet(sheetName);
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((col) => {
    col.width = Math.min(
      60,
      Math.max(10, ...(col.values ?? []).map((v) => String(v ?? '').length + 2)),
    );
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/** Header row → index by key; matching ignores case, spaces and underscores. */
export const headerIndex = (headers: string[]) => {
  const norm = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  const map = new Map(headers.map((h, i) => [norm(h), i]));
  return (key: string): number | undefined => map.get(norm(key));
};
