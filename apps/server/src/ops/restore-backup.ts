import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@rampart/db';
import {
  beginLoad,
  emptyTables,
  listTables,
  prepareSession,
  sqlRunner,
  sumTable,
  tableLoader,
} from '@rampart/db/transfer';
import type { FileStorage } from '../platform/files/file-storage.ts';
import { spoolUpload } from '../platform/files/spool.ts';
import { BackupRefused, decryptToFile, isEncrypted } from './archive-crypto.ts';
import { fileEntry, type BackupManifest } from './backup-manifest.ts';
import { ndjsonLines, eachEntry } from './read-archive.ts';
import { assertEmptyInstallation } from './installation.ts';
import { verifyBackup } from './verify-backup.ts';

export type RestoreOptions = { key?: Buffer | null; replace?: boolean; workDir?: string };

/**
 * Restores an archive into this (migrated) installation. Refusals come before any write: a
 * non-empty installation without `replace`, an encrypted archive without the right key, another
 * schema version, any checksum. Then every table loads in one transaction (the shipped library
 * rows replaced by the archive's), each table's checksum is recomputed in it, and the files go
 * into storage; if anything fails the transaction rolls back and the files put are removed.
 */
export const restoreBackup = async (
  database: Database,
  storage: FileStorage,
  archivePath: string,
  options: RestoreOptions = {},
): Promise<BackupManifest> => {
  const schemaVersion = await database.migrationVersion();
  if (!schemaVersion) throw new Error('Migrate this installation before restoring into it');
  if (!options.replace) await assertEmptyInstallation(sqlRunner(database.db));
  const parent = options.workDir ?? tmpdir();
  await mkdir(parent, { recursive: true });
  const work = await mkdtemp(join(parent, 'rampart-restore-'));
  const put: string[] = [];
  try {
    let plain = archivePath;
    if (await isEncrypted(archivePath)) {
      plain = join(work, 'backup.tar.gz');
      await decryptToFile(archivePath, options.key ?? null, plain);
    }
    const manifest = await verifyBackup(plain, schemaVersion);
    const entries = new Map(manifest.tables.map((t) => [`tables/${t.name}.ndjson`, t]));
    const files = new Set(manifest.files.map((f) => fileEntry(f.key)));
    await database.db.transaction(async (tx) => {
      const run = sqlRunner(tx);
      await prepareSession(run);
      const tables = await listTables(run);
      const byName = new Map(tables.map((t) => [t.name, t]));
      const unknown = manifest.tables.find((t) => !byName.has(t.name));
      if (unknown)
        throw new BackupRefused(`The backup has a table this schema lacks: ${unknown.name}`);
      await emptyTables(run, tables);
      const load = await beginLoad(run, tables);
      await eachEntry(plain, async (name, body) => {
        const table = entries.get(name);
        if (table) {
          const loader = tableLoader(run, byName.get(table.name)!);
          for await (const line of ndjsonLines(body)) await loader.add(line);
          await loader.done();
        } else if (files.has(name)) {
          const key = name.slice('files/'.length);
          const spooled = await spoolUpload(body, storage.spoolDir);
          put.push(key);
          await storage.put(key, spooled, 'application/octet-stream');
        }
      });
      await load.finish();
      // Proven again where it landed: the rows the database now holds sum as the archive's did.
      for (const t of manifest.tables) {
        const sum = await sumTable(run, byName.get(t.name)!);
        if (sum.rows !== t.rows || sum.sha256 !== t.sha256) {
          throw new Error(
            `Table ${t.name} does not read back as backed up (${sum.rows} of ${t.rows} rows)`,
          );
        }
      }
    });
    return manifest;
  } catch (error) {
    for (const key of put) await storage.remove(key).catch(() => undefined);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};
