import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Database } from '@rampart/db';
import {
  fileColumns,
  ident,
  listTables,
  prepareSession,
  sqlRunner,
  tableLines,
  tableSummer,
  type TableSum,
} from '@rampart/db/transfer';

export type DumpedTable = { name: string } & TableSum;
export type FileRef = { storage: string; key: string };
export type Snapshot = { tables: DumpedTable[]; fileRefs: FileRef[] };

/**
 * Every table written to `<dir>/<name>.ndjson` from one consistent snapshot (REPEATABLE READ,
 * read only), with the stored files its rows name. On PGlite the transaction holds the one
 * connection, so a server's requests wait for the dump (the tables only; files are read after).
 */
export const dumpSnapshot = async (database: Database, dir: string): Promise<Snapshot> => {
  await mkdir(dir, { recursive: true });
  return database.db.transaction(
    async (tx) => {
      const run = sqlRunner(tx);
      await prepareSession(run);
      const tables = await listTables(run);
      const dumped: DumpedTable[] = [];
      for (const table of tables) {
        const out = createWriteStream(join(dir, `${table.name}.ndjson`), { mode: 0o600 });
        const summer = tableSummer();
        for await (const lines of tableLines(run, table)) {
          summer.add(lines);
          if (!out.write(lines.map((l) => `${l}\n`).join(''))) await once(out, 'drain');
        }
        out.end();
        await once(out, 'finish');
        dumped.push({ name: table.name, ...summer.done() });
      }
      const refs = new Map<string, FileRef>();
      for (const col of fileColumns(tables)) {
        const rows = await run<FileRef>(
          `select distinct ${ident(col.storage)} as storage, ${ident(col.key)} as key from ${ident(col.table)} where ${ident(col.key)} is not null`,
        );
        for (const r of rows) refs.set(`${r.storage} ${r.key}`, r);
      }
      const fileRefs = [...refs.values()].sort((a, b) => a.key.localeCompare(b.key));
      return { tables: dumped, fileRefs };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
};
