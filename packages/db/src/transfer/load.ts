import { ident, type RunSql } from './sql-runner.ts';
import type { TableInfo } from './catalog.ts';

/** Lines per insert, and bytes: one statement stays well under any message limit. */
const LOAD_BATCH_ROWS = 500;
const LOAD_BATCH_BYTES = 4 * 1024 * 1024;

type Constraint = { table: string; name: string; definition: string };

/**
 * Prepares a transaction to take rows as they were: foreign keys lifted (the schema has cycles
 * and self-references, and they are put back checked by `finishLoad`), the tables' own triggers
 * off (risk history would be written twice, closed dates recomputed). All of it is transactional:
 * a failed load rolls back to the constraints and triggers as they were.
 */
export const beginLoad = async (run: RunSql, tables: TableInfo[]) => {
  const constraints = await run<Constraint>(
    `select c.relname as table, f.conname as name, pg_get_constraintdef(f.oid) as definition
       from pg_constraint f join pg_class c on c.oid = f.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      where f.contype = 'f' and n.nspname = 'public' order by c.relname, f.conname`,
  );
  for (const c of constraints) {
    await run(`alter table ${ident(c.table)} drop constraint ${ident(c.name)}`);
  }
  for (const t of tables.filter((t) => t.hasUserTriggers)) {
    await run(`alter table ${ident(t.name)} disable trigger user`);
  }
  return {
    /** Puts the foreign keys back (each one checks every loaded row), triggers on, sequences on. */
    async finish() {
      for (const c of constraints) {
        await run(`alter table ${ident(c.table)} add constraint ${ident(c.name)} ${c.definition}`);
      }
      for (const t of tables.filter((t) => t.hasUserTriggers)) {
        await run(`alter table ${ident(t.name)} enable trigger user`);
      }
      for (const t of tables) {
        for (const s of t.sequenced) {
          await run(
            `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${ident(s.column)}) from ${ident(t.name)}), 0) + 1, false)`,
            [ident(t.name), s.column],
          );
        }
      }
    },
  };
};

/** Empties every table (the shipped library included) before a load. */
export const emptyTables = async (run: RunSql, tables: TableInfo[]): Promise<void> => {
  if (tables.length === 0) return;
  await run(`truncate ${tables.map((t) => ident(t.name)).join(', ')}`);
};

/** Inserts one table's JSON lines, batched; each row's columns keep their exact types. */
export const tableLoader = (run: RunSql, table: TableInfo) => {
  const cols = table.columns.map(ident).join(', ');
  const overriding = table.sequenced.some((s) => s.identityAlways)
    ? ' overriding system value'
    : '';
  const insert = `insert into ${ident(table.name)} (${cols})${overriding} select ${cols} from json_populate_recordset(null::${ident(table.name)}, $1::json)`;
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await run(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  return {
    async add(line: string) {
      batch.push(line);
      bytes += line.length;
      if (batch.length >= LOAD_BATCH_ROWS || bytes >= LOAD_BATCH_BYTES) await flush();
    },
    async done(): Promise<number> {
      await flush();
      return rows;
    },
  };
};
