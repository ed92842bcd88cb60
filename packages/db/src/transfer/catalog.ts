import type { RunSql } from './sql-runner.ts';
import { ident } from './sql-runner.ts';

/** One table as the database itself describes it: what a dump reads and a load writes. */
export type TableInfo = {
  name: string;
  /** Written columns, in table order (generated columns are left out: the target computes them). */
  columns: string[];
  /** Primary key columns, the dump's order; empty when the table has none (then all columns). */
  primaryKey: string[];
  /** Tables this one references (other than itself). */
  parents: string[];
  /** Each single-column foreign key: the column, the table it names (itself included), and
   * whether the column is NOT NULL (a row cannot wait for its parent). */
  references: { column: string; table: string; notNull: boolean }[];
  /** Columns filled from a sequence (serial or identity): set past the loaded rows after a load. */
  sequenced: { column: string; identityAlways: boolean }[];
  /** The table has triggers of its own (history, audit guards): off while loading. */
  hasUserTriggers: boolean;
};

/** The drizzle bookkeeping lives in the "drizzle" schema; Rampart's data in "public". */
const SCHEMA = 'public';

/**
 * Every table of the installation, parents before children. Read from the catalog rather than
 * the drizzle schema: it is the truth of what the migrations made (generated columns, triggers,
 * sequences), and the transfer test checks the two name the same tables.
 */
export const listTables = async (run: RunSql): Promise<TableInfo[]> => {
  const tables = await run<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') order by c.relname`,
    [SCHEMA],
  );
  const columns = await run<{
    table: string;
    column: string;
    generated: string;
    identity: string;
    seq: boolean;
  }>(
    `select table_name as table, column_name as column, is_generated as generated,
            coalesce(identity_generation, '') as identity,
            (column_default like 'nextval(%') as seq
       from information_schema.columns where table_schema = $1
      order by table_name, ordinal_position`,
    [SCHEMA],
  );
  const keys = await run<{ table: string; column: string }>(
    `select tc.relname as table, a.attname as column
       from pg_index i join pg_class tc on tc.oid = i.indrelid
       join pg_namespace n on n.oid = tc.relnamespace
       cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
       join pg_attribute a on a.attrelid = tc.oid and a.attnum = k.attnum
      where n.nspname = $1 and i.indisprimary order by tc.relname, k.ord`,
    [SCHEMA],
  );
  const refs = await run<{
    child: string;
    parent: string;
    column: string | null;
    notNull: boolean;
  }>(
    `select c.relname as child, p.relname as parent,
            case when array_length(f.conkey, 1) = 1 then (select a.attname from pg_attribute a
              where a.attrelid = f.conrelid and a.attnum = f.conkey[1]) end as column,
            coalesce((select bool_and(a.attnotnull) from pg_attribute a
              where a.attrelid = f.conrelid and a.attnum = any(f.conkey)), false) as "notNull"
       from pg_constraint f
       join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where f.contype = 'f' and n.nspname = $1 order by 1, 3`,
    [SCHEMA],
  );
  const triggers = await run<{ table: string }>(
    `select distinct c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
       join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and not t.tgisinternal`,
    [SCHEMA],
  );
  const triggered = new Set(triggers.map((t) => t.table));
  const infos = tables.map(({ name }): TableInfo => {
    const own = columns.filter((c) => c.table === name);
    return {
      name,
      columns: own.filter((c) => c.generated !== 'ALWAYS').map((c) => c.column),
      primaryKey: keys.filter((k) => k.table === name).map((k) => k.column),
      parents: [
        ...new Set(refs.filter((r) => r.child === name && r.parent !== name).map((r) => r.parent)),
      ],
      references: refs
        .filter((r) => r.child === name && r.column !== null)
        .map((r) => ({ column: r.column!, table: r.parent, notNull: r.notNull })),
      sequenced: own
        .filter((c) => c.seq || c.identity !== '')
        .map((c) => ({ column: c.column, identityAlways: c.identity === 'ALWAYS' })),
      hasUserTriggers: triggered.has(name),
    };
  });
  return parentsFirst(infos);
};

/**
 * Topological order, for readability of the archive and loads without dropped constraints later.
 * The schema has cycles (documents ↔ document_versions) and self-references, so a load does not
 * rely on it: it lifts the foreign keys and puts them back, checked, before committing.
 */
const parentsFirst = (tables: TableInfo[]): TableInfo[] => {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const ordered: TableInfo[] = [];
  const visit = (t: TableInfo) => {
    if (done.has(t.name)) return;
    if (visiting.has(t.name)) return;
    visiting.add(t.name);
    for (const p of t.parents) {
      const parent = byName.get(p);
      if (parent) visit(parent);
    }
    visiting.delete(t.name);
    done.add(t.name);
    ordered.push(t);
  };
  for (const t of tables) visit(t);
  return ordered;
};

/** The select whose rows, as JSON text, are the table's dump and checksum (same on both sides). */
export const orderedSelect = (table: TableInfo, where?: string): string => {
  const cols = table.columns.map(ident).join(', ');
  const order = (table.primaryKey.length > 0 ? table.primaryKey : table.columns)
    .map(ident)
    .join(', ');
  return `select ${cols} from ${ident(table.name)}${where ? ` where (${where})` : ''} order by ${order}`;
};

/** Columns referencing a stored file: `<x>storage_key` next to `<x>storage`. */
export type FileColumn = { table: string; storage: string; key: string };

export const fileColumns = (tables: TableInfo[]): FileColumn[] =>
  tables.flatMap((t) =>
    t.columns
      .filter((c) => c.endsWith('storage_key') && t.columns.includes(c.replace(/_key$/, '')))
      .map((key) => ({ table: t.name, storage: key.replace(/_key$/, ''), key })),
  );
