import { getTableColumns, is, SQL, sql, type AnyColumn } from 'drizzle-orm';
import { PgJson, PgJsonb, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';

/**
 * The SELECT list that turns `v`, a row of jsonRows(table, keys), into a whole row of the table,
 * in its column order: the values given, and the defaults for the rest, as VALUES would.
 */
const insertSelect = <T extends PgTable>(table: T, rows: Record<string, unknown>[]) => {
  const keys = new Set<string>();
  for (const row of rows)
    for (const [k, v] of Object.entries(row)) if (v !== undefined) keys.add(k);
  const items = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const given = keys.has(key);
    const everywhere = given && rows.every((r) => r[key] !== undefined);
    if (everywhere) return sql.raw(`v."${column.name}"`);
    if (column.defaultFn) {
      // Computed per row, as Drizzle's own insert does (the stamps of columns.ts stampedNow).
      for (const row of rows) if (row[key] === undefined) row[key] = column.defaultFn();
      keys.add(key);
      return sql.raw(`v."${column.name}"`);
    }
    if (column.onUpdateFn) throw new Error(`${key}: computed default`);
    if (column.default !== undefined && !is(column.default, SQL)) {
      // A JavaScript default travels in the rows that lack a value, typed like the rest.
      for (const row of rows) if (row[key] === undefined) row[key] = column.default;
      keys.add(key);
      return sql.raw(`v."${column.name}"`);
    }
    if (!is(column.default, SQL)) return given ? sql.raw(`v."${column.name}"`) : sql`null`;
    if (!given) return column.default;
    // Some rows give a value, others take the default; a NOT NULL column has no other null.
    if (column.notNull) return sql`coalesce(${sql.raw(`v."${column.name}"`)}, ${column.default})`;
    throw new Error(`${key}: given in some rows only`);
  });
  return { keys: [...keys], list: sql.join(items, sql`, `) };
};

const insertStatement = <T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]) => {
  const copies = rows.map((r) => ({ ...r }) as Record<string, unknown>);
  const { keys, list } = insertSelect(table, copies);
  return db.insert(table).select(sql`select ${list} from ${jsonRows(table, keys, copies)} as v`);
};

/**
 * Inserts many rows with one INSERT ... SELECT over a single jsonb parameter, returning them:
 * one statement and one parameter for any batch, so no chunking under PostgreSQL's 65,535
 * parameter limit, and faster than a wide VALUES list (docs/decisions/013-set-based-batch-writes.md).
 */
export const insertMany = async <T extends PgTable>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<T['$inferSelect'][]> =>
  rows.length === 0
    ? []
    : ((await insertStatement(db, table, rows).returning()) as T['$inferSelect'][]);

/** The same without reading the rows back (audit events, mappings). */
export const insertManyQuietly = async <T extends PgTable>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> => {
  if (rows.length > 0) await insertStatement(db, table, rows);
};

/**
 * The rows as one jsonb parameter, keyed by column name and encoded as drizzle would send each
 * value. `jsonb_populate_recordset(null::table, ...)` turns it back into typed rows, so a
 * batch of any size is one parameter (see docs/decisions/013-set-based-batch-writes.md).
 */
export const jsonRows = <T extends PgTable>(
  table: T,
  keys: readonly string[],
  rows: Record<string, unknown>[],
): SQL => {
  const columns = getTableColumns(table);
  const encoded = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const column = columns[key];
      if (!column) throw new Error(`No column ${key}`);
      const value = row[key];
      // JSON columns stay nested; others take their driver form (dates as ISO strings).
      out[column.name] =
        value === null || value === undefined
          ? null
          : is(column, PgJsonb) || is(column, PgJson) || Array.isArray(value)
            ? value
            : column.mapToDriverValue(value);
    }
    return out;
  });
  return sql`jsonb_populate_recordset(null::${table}, ${JSON.stringify(encoded)}::jsonb)`;
};

/** `v.<column>` for the keys, as SET values of an UPDATE ... FROM jsonRows(...) v. */
export const fromValues = <T extends PgTable>(table: T, keys: readonly string[]) => {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => [key, sql.raw(`v."${columns[key]!.name}"`)]),
  ) as Record<string, SQL>;
};

/**
 * `column = any($1::text[])`: a set of ids as one array parameter, where `inArray` would send
 * one parameter per id and fail past 65,535 (a large import).
 */
export const anyOf = (column: AnyColumn, ids: string[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::text[])`;
