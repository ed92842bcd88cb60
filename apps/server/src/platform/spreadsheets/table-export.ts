import type { TableExportFormat } from '@rampart/contracts';
import { listMembers, type Executor } from '@rampart/db';
import { labelOf } from '@rampart/domain';
import type { Actor } from '../../auth/actor.ts';
import { exportFileName, type ExportFile } from '../../plugins/export-file.ts';
import { CONTENT_TYPES, writeTable } from './table-file.ts';

// What every list export shares (issue 13): reading all of a list's pages, cells written the
// same way in every file, and the file with its name.

/** Rows read per query: large enough to be quick, small enough to keep memory flat. */
export const EXPORT_BATCH = 2000;

/** Every row of a paged list, EXPORT_BATCH at a time, in the list's order. */
export const readAllPages = async <Row>(
  page: (window: { limit: number; offset: number }) => Promise<{ rows: Row[] }>,
): Promise<Row[]> => {
  const all: Row[] = [];
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const { rows } = await page({ limit: EXPORT_BATCH, offset });
    for (const row of rows) all.push(row);
    if (rows.length < EXPORT_BATCH) return all;
  }
};

/** A column of a file: its header in words, and how a row fills it (codes as the screen words). */
export type Column<Row> = readonly [header: string, cell: (row: Row) => string];

/** A file's layout: `rampart-<what>-<day>.<format>`, its worksheet and its columns. */
export type TableSpec<Row> = {
  what: string;
  /** At most 31 characters, none of : \ / ? * [ ]. */
  sheet: string;
  columns: readonly Column<Row>[];
};

/** A date as ISO 8601 (UTC), or an empty cell. */
export const isoCell = (d: Date | string | null | undefined): string =>
  d ? (typeof d === 'string' ? d : d.toISOString()) : '';
/** Yes or No, as the screens say it. */
export const yesNo = (v: boolean): string => (v ? 'Yes' : 'No');
/** A code as the screens show it ("in_progress" -> "In progress"), or an empty cell. */
export const words = (labels: Readonly<Record<string, string>>, code: string | null | undefined) =>
  code == null || code === '' ? '' : labelOf(labels, code);
/** A 0..1 fraction as a whole percentage, or an empty cell. */
export const percentCell = (fraction: number | null): string =>
  fraction === null ? '' : String(Math.round(fraction * 100));
/** Several values in one cell. */
export const listCell = (values: readonly string[]): string => values.join('; ');

/** A name made safe for a file name: "ISO/IEC 27001" -> "ISO-IEC-27001". */
export const fileSlug = (s: string): string =>
  s
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** The organisation's members by user id, for owner and assignee names and emails. */
export const memberDirectory = async (db: Executor, organizationId: string) => {
  const members = await listMembers(db, organizationId);
  return new Map(members.map((m) => [m.userId, { name: m.name, email: m.email }]));
};

/** What a list export takes: who asks, the list's filters with the format, and what it scopes to. */
export type ExportOptions<Query, Scope = object> = Scope & {
  db: Executor;
  actor: Actor;
  query: Query;
  now?: Date;
};

/** What a list export reads with: the filters without the format, and one `now` for the file. */
export type ExportRead<Query, Scope = object> = Scope & {
  db: Executor;
  actor: Actor;
  query: Omit<Query, 'format'>;
  now: Date;
};

/**
 * A list export use case: `read` fetches every row the filters match, in the list's order
 * (and may name the file after what it read); the rows are written as CSV or XLSX per `spec`.
 */
export const listExport =
  <Query extends { format: TableExportFormat }, Row, Scope = object>(
    spec: TableSpec<Row>,
    read: (options: ExportRead<Query, Scope>) => Promise<{ rows: readonly Row[]; what?: string }>,
  ) =>
  async ({
    query,
    now = new Date(),
    ...rest
  }: ExportOptions<Query, Scope>): Promise<ExportFile> => {
    const { format, ...filters } = query;
    const options = { ...rest, query: filters, now } as ExportRead<Query, Scope>;
    const { rows, what = spec.what } = await read(options);
    const headers = spec.columns.map(([header]) => header);
    const cells = rows.map((row) => spec.columns.map(([, cell]) => cell(row)));
    return {
      bytes: await writeTable(format, spec.sheet, { headers, rows: cells }),
      fileName: exportFileName(what, now, format),
      contentType: CONTENT_TYPES[format],
    };
  };
