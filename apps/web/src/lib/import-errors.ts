import { ApiError } from './api-client.ts';

/** One refused row of an import, as the server names it. */
export type ImportLineError = { line: number; field: string; message: string };

/** The per-line problems of a refused import (empty for any other failure). */
export const importLineErrors = (error: unknown): ImportLineError[] => {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (d): d is ImportLineError =>
      typeof d === 'object' &&
      d !== null &&
      typeof (d as ImportLineError).line === 'number' &&
      typeof (d as ImportLineError).message === 'string',
  );
};

/** The spreadsheet formats the imports and exports speak. */
export type SheetFormat = 'csv' | 'xlsx';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The content type a file of the format is sent with. */
export const sheetContentType = (format: SheetFormat): string =>
  format === 'xlsx' ? XLSX_TYPE : 'text/csv';

/** A file input's accept attribute for these formats: extensions and content types. */
export const sheetAccept = (formats: readonly SheetFormat[]): string =>
  formats.flatMap((f) => [`.${f}`, sheetContentType(f)]).join(',');

/** The format of a chosen file, by its name; null for anything else. */
export const sheetFormatOf = (file: File): SheetFormat | null => {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.csv')) return 'csv';
  return null;
};
