import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { readTable, type Table } from '../platform/spreadsheets/table-file.ts';
import { call, fieldsOf } from './calls.ts';
import type { SignedIn } from './factories.ts';

// Checks every list export's test makes (issue 13): both formats, their names, the same rows.

const withFormat = (url: string, format: string) =>
  `${url}${url.includes('?') ? '&' : '?'}format=${format}`;

/** XLSX rows end at their last filled cell; CSV rows are as wide as the header row. */
const padded = ({ headers, rows }: Table): Table => ({
  headers,
  rows: rows.map((r) => headers.map((_, i) => r[i] ?? '')),
});

/**
 * A list export downloaded as CSV and as XLSX (read back with exceljs): each answers 200 as an
 * attachment named rampart-<what>-<YYYY-MM-DD>.<format>, both hold the same table, returned.
 */
export const downloadExport = async (
  app: FastifyInstance,
  who: SignedIn,
  url: string,
  what: string,
): Promise<Table> => {
  const tables: Table[] = [];
  for (const format of ['csv', 'xlsx'] as const) {
    const res = await call(app, who, 'GET', withFormat(url, format));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="rampart-${what}-`);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`-\\d{4}-\\d{2}-\\d{2}\\.${format}"`),
    );
    tables.push(padded(await readTable(format, res.rawPayload)));
  }
  const [csv, xlsx] = tables as [Table, Table];
  expect(xlsx.headers, 'the XLSX has the CSV header row').toEqual(csv.headers);
  expect(xlsx.rows, 'the XLSX has the CSV rows').toEqual(csv.rows);
  return { headers: csv.headers, rows: csv.rows };
};

/** The cells of one column, by its header. */
export const columnOf = (table: Table, header: string): string[] => {
  const i = table.headers.indexOf(header);
  expect(i, `the file has a "${header}" column`).toBeGreaterThanOrEqual(0);
  return table.rows.map((r) => r[i] ?? '');
};

/** A format the export does not write is refused with a 400 naming the field. */
export const expectBadFormatRefused = async (
  app: FastifyInstance,
  who: SignedIn,
  url: string,
): Promise<void> => {
  const res = await call(app, who, 'GET', withFormat(url, 'pdf'));
  expect(res.statusCode, res.body).toBe(400);
  expect(fieldsOf(res)).toContain('format');
};
