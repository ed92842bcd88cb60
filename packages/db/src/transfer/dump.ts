import { createHash } from 'node:crypto';
import { ident, type RunSql } from './sql-runner.ts';
import { orderedSelect, type TableInfo } from './catalog.ts';

/** Rows read per query: large tables stream through in pages, never whole in memory. */
export const DUMP_PAGE_ROWS = 500;

/** The dump of one table: its rows as JSON lines in key order, counted and hashed. */
export type TableSum = { rows: number; sha256: string };

/**
 * Pages through the table in primary-key order (keyset: the next page starts after the last
 * row's key, read back from its own JSON so every key type compares exactly). Each row is
 * `row_to_json` text, which prints every type the same way on PGlite (PostgreSQL 17) and
 * PostgreSQL 15 once the session's time zone is UTC.
 */
export async function* tableLines(
  run: RunSql,
  table: TableInfo,
  pageRows: number = DUMP_PAGE_ROWS,
  /** Only these rows: a condition whose one parameter is `$1` (an organisation's export). */
  only?: { where: string; param: unknown },
): AsyncGenerator<string[]> {
  const select = orderedSelect(table, only?.where);
  const base = only ? [only.param] : [];
  const key = table.primaryKey.map(ident).join(', ');
  let last: string | null = null;
  let offset = 0;
  for (;;) {
    let text: string;
    let params: unknown[];
    if (table.primaryKey.length === 0) {
      // No key to page by (none in Rampart's schema today): all columns order it, by offset.
      text = `select row_to_json(t)::text as line from (${select} limit ${pageRows} offset ${offset}) t`;
      params = base;
    } else if (last === null) {
      text = `select row_to_json(t)::text as line from (${select} limit ${pageRows}) t`;
      params = base;
    } else {
      const at = `$${base.length + 1}`;
      const after = `(${key}) > (select ${key} from json_populate_record(null::${ident(table.name)}, ${at}::json))`;
      const paged = select.replace(' order by ', ` ${only ? 'and' : 'where'} ${after} order by `);
      text = `select row_to_json(t)::text as line from (${paged} limit ${pageRows}) t`;
      params = [...base, last];
    }
    const rows = await run<{ line: string }>(text, params);
    if (rows.length === 0) return;
    const lines = rows.map((r) => r.line);
    yield lines;
    if (rows.length < pageRows) return;
    last = lines.at(-1)!;
    offset += rows.length;
  }
}

/** Row count and sha256 over the lines, each followed by a newline (the ndjson file's bytes). */
export const tableSummer = () => {
  const hash = createHash('sha256');
  let rows = 0;
  return {
    add(lines: string[]) {
      for (const line of lines) hash.update(line).update('\n');
      rows += lines.length;
    },
    done: (): TableSum => ({ rows, sha256: hash.digest('hex') }),
  };
};

/** Recomputes a table's count and checksum in the database (after a load, to verify it). */
export const sumTable = async (run: RunSql, table: TableInfo): Promise<TableSum> => {
  const summer = tableSummer();
  for await (const lines of tableLines(run, table)) summer.add(lines);
  return summer.done();
};

/** Both engines print timestamps in the session's zone: UTC makes the text (and sums) agree. */
export const prepareSession = async (run: RunSql): Promise<void> => {
  await run(`set local timezone = 'UTC'`);
  // Floats print at full precision (the default since PostgreSQL 12, said for certainty).
  await run(`set local extra_float_digits = 1`);
};
