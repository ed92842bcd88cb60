import type { Database } from '@rampart/db';
import {
  beginLoad,
  emptyTables,
  fileColumns,
  ident,
  listTables,
  prepareSession,
  sqlRunner,
  sumTable,
  tableLines,
  tableLoader,
  tableSummer,
  type RunSql,
  type TableInfo,
} from '@rampart/db/transfer';
import type { FileStorage } from '../platform/files/file-storage.ts';
import { spoolUpload } from '../platform/files/spool.ts';
import { assertEmptyInstallation } from './installation.ts';

/** One table's rows and checksum where they were read and where they landed. */
export type CopiedTable = {
  name: string;
  sourceRows: number;
  sourceSha256: string;
  targetRows: number;
  targetSha256: string;
};

/** `--move-files`: the stored files go from `from` into `to`, their rows saying so. */
export type FileMove = { from: FileStorage; to: FileStorage };

const moveFiles = async (
  run: RunSql,
  tables: TableInfo[],
  move: FileMove,
  moved: Set<string>,
): Promise<number> => {
  for (const col of fileColumns(tables)) {
    const refs = await run<{ key: string }>(
      `select distinct ${ident(col.key)} as key from ${ident(col.table)} where ${ident(col.storage)} = $1 and ${ident(col.key)} is not null`,
      [move.from.kind],
    );
    for (const { key } of refs) {
      if (moved.has(key)) continue;
      const spooled = await spoolUpload(await move.from.read(key), move.to.spoolDir);
      moved.add(key);
      await move.to.put(key, spooled, 'application/octet-stream');
    }
    await run(
      `update ${ident(col.table)} set ${ident(col.storage)} = $1 where ${ident(col.storage)} = $2`,
      [move.to.kind, move.from.kind],
    );
  }
  return moved.size;
};

/**
 * Copies every table of `source` into an empty, migrated `target` (embedded → PostgreSQL):
 * read from one snapshot, streamed page by page, loaded in one transaction on the target, and
 * before it commits each table's count and checksum recomputed there and compared with the
 * source's. A difference rolls everything back (and removes files already moved).
 */
export const copyInstallation = async (
  source: Database,
  target: Database,
  options: { move?: FileMove } = {},
): Promise<{ tables: CopiedTable[]; filesMoved: number }> => {
  await assertEmptyInstallation(sqlRunner(target.db), '');
  const [from, to] = [await source.migrationVersion(), await target.migrationVersion()];
  if (from !== to) throw new Error(`The source is at schema ${from}, the target at ${to}`);
  const moved = new Set<string>();
  try {
    return await source.db.transaction(
      async (stx) => {
        const read = sqlRunner(stx);
        await prepareSession(read);
        const tables = await listTables(read);
        return target.db.transaction(async (ttx) => {
          const write = sqlRunner(ttx);
          await prepareSession(write);
          const targetTables = new Map((await listTables(write)).map((t) => [t.name, t]));
          await emptyTables(write, [...targetTables.values()]);
          const load = await beginLoad(write, [...targetTables.values()]);
          const copied: CopiedTable[] = [];
          for (const table of tables) {
            const into = targetTables.get(table.name);
            if (!into) throw new Error(`The target has no table ${table.name}`);
            const loader = tableLoader(write, into);
            const summer = tableSummer();
            for await (const lines of tableLines(read, table)) {
              summer.add(lines);
              for (const line of lines) await loader.add(line);
            }
            await loader.done();
            const sum = summer.done();
            copied.push({
              name: table.name,
              sourceRows: sum.rows,
              sourceSha256: sum.sha256,
              targetRows: 0,
              targetSha256: '',
            });
          }
          await load.finish();
          for (const row of copied) {
            const sum = await sumTable(write, targetTables.get(row.name)!);
            row.targetRows = sum.rows;
            row.targetSha256 = sum.sha256;
          }
          const differ = copied.filter(
            (c) => c.sourceRows !== c.targetRows || c.sourceSha256 !== c.targetSha256,
          );
          if (differ.length > 0) {
            throw new Error(
              `These tables did not copy exactly: ${differ.map((d) => d.name).join(', ')}`,
            );
          }
          // Files move after the rows are proven, and the storage column changes with them.
          const filesMoved = options.move
            ? await moveFiles(write, [...targetTables.values()], options.move, moved)
            : 0;
          return { tables: copied, filesMoved };
        });
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } catch (error) {
    if (options.move)
      for (const key of moved) await options.move.to.remove(key).catch(() => undefined);
    throw error;
  }
};
