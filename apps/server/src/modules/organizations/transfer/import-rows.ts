import { randomBytes } from 'node:crypto';
import {
  fileColumns,
  ident,
  LEFT_OUT_OF_ORGANIZATION_EXPORT,
  OUTSIDE_LINK_COLUMNS,
  remapIds,
  type RunSql,
  type TableInfo,
} from '@rampart/db/transfer';
import { TRUST_SLUG_PATTERN } from '@rampart/contracts';
import { invalid } from '../../../errors.ts';
import type { FileStorage } from '../../../platform/files/file-storage.ts';
import { tableName } from './organization-archive.ts';
import { parseRow } from './read-export.ts';

// One table's rows on their way in: ids replaced, then every reference checked to stay inside
// the organisation being made (or the shipped library), before the rows are written.

const refused = (message: string) => invalid('file', message);
const BATCH_ROWS = 500;
/** And at most this much JSON a statement, whatever the rows' sizes. */
const BATCH_CHARS = 16 * 1024 * 1024;

/** Tables whose references stay inside the library shipped with Rampart when not exported. */
const SHIPPED = new Set(['frameworks', 'framework_requirements']);

export type ImportContext = {
  run: RunSql;
  organizationId: string;
  ids: ReadonlyMap<string, string>;
  /** Every id the import gives out: records and people. */
  newIds: ReadonlySet<string>;
  storage: FileStorage;
  /** Keys stored for this import (the only files a row may name). */
  storedKeys: ReadonlySet<string>;
  /** Keys of files the source had lost (rows keep naming them, as they did there). */
  missingKeys: ReadonlySet<string>;
  /** Tables in the order written; a reference to one not yet written is set afterwards. */
  order: string[];
  /** References to shipped records, checked once every row is in. */
  shipped: Map<string, Set<string>>;
  linksReplaced: number;
};

type Deferred = { table: TableInfo; rows: Record<string, unknown>[]; columns: string[] };

/** Checks one row after its ids were replaced; answers it ready to insert. */
const prepareRow = (
  ctx: ImportContext,
  table: TableInfo,
  row: Record<string, unknown>,
  where: string,
): Record<string, unknown> => {
  const ownColumn = table.columns.includes('organization_id');
  if (ownColumn && row.organization_id !== ctx.organizationId) {
    throw refused(`${where}: belongs to another organisation than the export's`);
  }
  // A row owned through its parent (a custom framework's requirement) must name a parent of the
  // export: never a shipped framework, which every organisation shares.
  const throughParent = !ownColumn && table.name !== 'organizations';
  for (const ref of table.references) {
    const value = row[ref.column];
    if (value === null || value === undefined) continue;
    if (ref.table in LEFT_OUT_OF_ORGANIZATION_EXPORT) {
      // A record not carried (a background job, a token): the reference is let go.
      row[ref.column] = null;
      continue;
    }
    if (typeof value === 'string' && ctx.newIds.has(value)) continue;
    if (SHIPPED.has(ref.table) && typeof value === 'string' && !throughParent) {
      const seen = ctx.shipped.get(ref.table) ?? new Set<string>();
      seen.add(value);
      ctx.shipped.set(ref.table, seen);
      continue;
    }
    throw refused(`${where}: ${ref.column} names a record that is not in the export`);
  }
  for (const col of fileColumns([table])) {
    const key = row[col.key];
    if (key === null || key === undefined) continue;
    if (typeof key === 'string' && ctx.storedKeys.has(key)) row[col.storage] = ctx.storage.kind;
    else if (typeof key === 'string' && ctx.missingKeys.has(key)) {
      // Lost before the export: the row keeps its key, under the new organisation (checked with
      // the files), and reads as missing here as it did there.
      row[col.storage] = ctx.storage.kind;
    } else {
      throw refused(`${where}: ${col.key} names a file that is not in the export`);
    }
  }
  if (table.name === 'notifications') notificationRow(row, where);
  for (const s of table.sequenced) delete row[s.column];
  return row;
};

/**
 * A notification arrives as history: its mail was the source installation's to send (or not),
 * so none is sent from here; and its link stays a path inside Rampart.
 */
const notificationRow = (row: Record<string, unknown>, where: string) => {
  if (row.email_status === 'pending' || row.email_status === 'digest') row.email_status = 'expired';
  const link = row.link;
  if (
    link !== null &&
    link !== undefined &&
    !(typeof link === 'string' && /^\/(?![/\\])/.test(link))
  ) {
    throw refused(`${where}: link is not a path inside Rampart`);
  }
};

/** The organisation's own row: a slug of its new id, and no deletion pending. */
const organizationRow = (row: Record<string, unknown>, id: string) => {
  const base =
    typeof row.slug === 'string'
      ? row.slug.replace(/-[a-z0-9]{6}$/, '').replace(/[^a-z0-9-]/g, '')
      : '';
  return {
    ...row,
    slug: `${base.slice(0, 80) || 'organisation'}-${id.slice(-6)}`,
    deletion_requested_at: null,
    deletion_requested_by: null,
  };
};

/** Link hashes already in use here are replaced (counted): the link is shared again. */
const freeOutsideLinks = async (
  ctx: ImportContext,
  table: TableInfo,
  rows: Record<string, unknown>[],
) => {
  const column = OUTSIDE_LINK_COLUMNS[table.name];
  if (!column) return;
  const values = rows.map((r) => r[column]).filter((v): v is string => typeof v === 'string');
  const taken = new Set(
    (
      await ctx.run<{ v: string }>(
        `select ${ident(column)} as v from ${ident(table.name)} where ${ident(column)} = any(array(select jsonb_array_elements_text($1::jsonb)))`,
        [JSON.stringify(values)],
      )
    ).map((r) => r.v),
  );
  for (const row of rows) {
    if (typeof row[column] === 'string' && taken.has(row[column])) {
      row[column] = randomBytes(32).toString('hex');
      ctx.linksReplaced += 1;
    }
  }
};

/** A trust centre's public address stays unique: one in use here gets the new id's tail. */
const freeTrustSlug = async (ctx: ImportContext, rows: Record<string, unknown>[]) => {
  for (const row of rows) {
    if (typeof row.slug !== 'string' || !TRUST_SLUG_PATTERN.test(row.slug)) {
      throw refused(`${tableName('trust_centers')}: its address is not one Rampart makes`);
    }
    const taken = await ctx.run(`select 1 from trust_centers where slug = $1`, [row.slug]);
    if (taken.length > 0) row.slug = `${row.slug.slice(0, 41)}-${ctx.organizationId.slice(-6)}`;
  }
};

const insertRows = async (
  ctx: ImportContext,
  table: TableInfo,
  rows: Record<string, unknown>[],
) => {
  if (rows.length === 0) return;
  const cols = table.columns
    .filter((c) => !table.sequenced.some((s) => s.column === c))
    .map(ident)
    .join(', ');
  await ctx.run(
    `insert into ${ident(table.name)} (${cols}) select ${cols} from json_populate_recordset(null::${ident(table.name)}, $1::json)`,
    [JSON.stringify(rows)],
  );
};

/**
 * A finding's closed date is set by a trigger from `updated_at` when it is written closed: it
 * goes in with its closed date as `updated_at`, then `updated_at` is put back (the trigger keeps
 * the closed date of a finding that stays closed).
 */
const beforeFindings = (rows: Record<string, unknown>[]) =>
  rows.map((r) => (r.closed_at ? { ...r, updated_at: r.closed_at } : r));

const afterFindings = async (ctx: ImportContext, rows: Record<string, unknown>[]) => {
  const closed = rows.filter((r) => r.closed_at);
  if (closed.length === 0) return;
  await ctx.run(
    `update findings f set updated_at = s.updated_at from json_populate_recordset(null::findings, $1::json) s where f.id = s.id`,
    [JSON.stringify(closed.map((r) => ({ id: r.id, updated_at: r.updated_at })))],
  );
};

/**
 * Writes one table's rows from the zip; answers the count. References to a table not yet
 * written (a cycle, or the table itself) go in empty and are set by `setDeferred`.
 */
export const importTable = async (
  ctx: ImportContext,
  table: TableInfo,
  lines: AsyncIterable<string>,
  deferred: Deferred[],
): Promise<number> => {
  const position = ctx.order.indexOf(table.name);
  const later = table.references
    .filter((r) => !(r.table in LEFT_OUT_OF_ORGANIZATION_EXPORT))
    .filter((r) => ctx.order.indexOf(r.table) >= position)
    .map((r) => r.column);
  const held: Deferred = { table, rows: [], columns: later };
  const entry = tableName(table.name);
  let batch: Record<string, unknown>[] = [];
  let n = 0;
  const flush = async () => {
    let rows = batch;
    batch = [];
    if (table.name === 'organizations')
      rows = rows.map((r) => organizationRow(r, ctx.organizationId));
    if (table.name === 'trust_centers') await freeTrustSlug(ctx, rows);
    await freeOutsideLinks(ctx, table, rows);
    if (later.length > 0) {
      for (const row of rows) {
        const set: Record<string, unknown> = { id: row.id };
        for (const c of later) {
          set[c] = row[c];
          row[c] = null;
        }
        if (later.some((c) => set[c] !== null && set[c] !== undefined)) held.rows.push(set);
      }
    }
    await insertRows(ctx, table, table.name === 'findings' ? beforeFindings(rows) : rows);
    if (table.name === 'findings') await afterFindings(ctx, rows);
  };
  let chars = 0;
  for await (const line of lines) {
    n += 1;
    const row = parseRow(remapIds(line, ctx.ids), entry, n);
    batch.push(prepareRow(ctx, table, row, `${entry}, row ${n}`));
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await flush();
      chars = 0;
    }
  }
  await flush();
  if (held.rows.length > 0) deferred.push(held);
  return n;
};

/** Sets the references held back until their records were written. */
export const setDeferred = async (ctx: ImportContext, deferred: Deferred[]) => {
  for (const { table, rows, columns } of deferred) {
    if (!table.primaryKey.every((k) => k === 'id')) {
      throw new Error(`A reference held back in ${table.name}, which has no id of its own`);
    }
    const sets = columns.map((c) => `${ident(c)} = s.${ident(c)}`).join(', ');
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      await ctx.run(
        `update ${ident(table.name)} t set ${sets} from json_populate_recordset(null::${ident(table.name)}, $1::json) s where t.id = s.id`,
        [JSON.stringify(rows.slice(i, i + BATCH_ROWS))],
      );
    }
  }
};

/** References to shipped frameworks must name ones shipped here, never another organisation's. */
export const checkShipped = async (ctx: ImportContext) => {
  const frameworks = [...(ctx.shipped.get('frameworks') ?? [])];
  const requirements = [...(ctx.shipped.get('framework_requirements') ?? [])];
  const found = await ctx.run<{ n: number }>(
    `select (select count(*)::int from frameworks where id = any(array(select jsonb_array_elements_text($1::jsonb))) and organization_id is null)
          + (select count(*)::int from framework_requirements r join frameworks f on f.id = r.framework_id
              where r.id = any(array(select jsonb_array_elements_text($2::jsonb))) and f.organization_id is null) as n`,
    [JSON.stringify(frameworks), JSON.stringify(requirements)],
  );
  if ((found[0]?.n ?? 0) !== frameworks.length + requirements.length) {
    throw refused('The export names frameworks that are not shipped with this Rampart');
  }
};
