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
import {
  StoredFileMissing,
  type FileStorage,
  type SpooledFile,
} from '../platform/files/file-storage.ts';
import { discardSpooled, spoolUpload } from '../platform/files/spool.ts';
import { BackupRefused, decryptToFile, isEncrypted } from './archive-crypto.ts';
import { fileEntry, type BackupManifest } from './backup-manifest.ts';
import { ndjsonLines, eachEntry } from './read-archive.ts';
import { assertEmptyInstallation } from './installation.ts';
import { verifyBackup } from './verify-backup.ts';

export type RestoreOptions = { key?: Buffer | null; replace?: boolean; workDir?: string };

/** A key the restore put a file under, and the file stored there before it (if any). */
type PutFile = { key: string; before: SpooledFile | null };

/** A copy of what storage holds under the key (spooled beside the uploads), or null. */
const copyOfStored = async (storage: FileStorage, key: string): Promise<SpooledFile | null> => {
  try {
    return await spoolUpload(await storage.read(key), storage.spoolDir);
  } catch (error) {
    if (error instanceof StoredFileMissing) return null;
    throw error;
  }
};

/** Puts storage back as the restore found it: earlier files back in place, new ones removed. */
const undoPut = async (storage: FileStorage, put: PutFile[]) => {
  for (const { key, before } of put.reverse()) {
    if (before) await storage.put(key, before, 'application/octet-stream').catch(() => undefined);
    else await storage.remove(key).catch(() => undefined);
  }
};

/**
 * Restores an archive into this (migrated) installation. Refusals come before any write: a
 * non-empty installation without `replace`, an encrypted archive without the right key, another
 * schema version, any checksum. Then every table loads in one transaction (the shipped library
 * rows replaced by the archive's), each table's checksum is recomputed in it, and the files go
 * into storage; if anything fails the transaction rolls back and storage is put back as it was
 * (with `replace`, a file already stored under an archive's key is copied aside first and put
 * back; a file the installation did not have is removed).
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
  const put: PutFile[] = [];
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
          put.push({ key, before: await copyOfStored(storage, key) });
          const spooled = await spoolUpload(body, storage.spoolDir);
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
    await undoPut(storage, put);
    throw error;
  } finally {
    // A copy put back was moved into place; the rest are no longer needed.
    for (const { before } of put) await discardSpooled(before);
    await rm(work, { recursive: true, force: true });
  }
};
