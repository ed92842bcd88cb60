import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database } from '@rampart/db';
import type { FileStorage } from '../platform/files/file-storage.ts';
import { StoredFileMissing } from '../platform/files/file-storage.ts';
import { spoolUpload } from '../platform/files/spool.ts';
import { encryptingStream } from './archive-crypto.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  fileEntry,
  MANIFEST_ENTRY,
  tableEntry,
  type BackupManifest,
} from './backup-manifest.ts';
import { dumpSnapshot } from './dump-snapshot.ts';

/** Where the archive's bytes go: a file, stdout, a socket, the backup store. */
export type BackupSink<T> = (archive: Readable) => Promise<T>;

export type BackupOptions = { key?: Buffer | null; now?: Date; workDir?: string };

/** Adds one entry whose bytes are a file on disk (tar needs each entry's size up front). */
const addFile = async (pack: tar.Pack, name: string, path: string): Promise<void> => {
  const { size } = await stat(path);
  const entry = pack.entry({ name, size, mode: 0o600 });
  await pipeline(createReadStream(path), entry);
};

/**
 * One archive of the whole installation: the tables from one snapshot, then every stored file
 * they name, then the manifest with counts and checksums; gzip, and AES-256-GCM when a key is
 * given. Work files go to a private temporary folder, removed at the end.
 */
export const writeBackup = async <T>(
  database: Database,
  storage: FileStorage,
  sink: BackupSink<T>,
  options: BackupOptions = {},
): Promise<{ manifest: BackupManifest; result: T }> => {
  const parent = options.workDir ?? tmpdir();
  await mkdir(parent, { recursive: true });
  const work = await mkdtemp(join(parent, 'rampart-backup-'));
  try {
    const schemaVersion = await database.migrationVersion();
    if (!schemaVersion) throw new Error('This database has no schema yet: nothing to back up');
    const snapshot = await dumpSnapshot(database, join(work, 'tables'));
    const pack = tar.pack();
    const gzip = createGzip();
    const out = options.key ? gzip.pipe(encryptingStream(options.key)) : gzip;
    pack.pipe(gzip);
    const sinking = sink(out);
    // Keeps a sink failure from going unhandled while the pack is still being filled.
    sinking.catch(() => pack.destroy());
    try {
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        schemaVersion,
        createdAt: (options.now ?? new Date()).toISOString(),
        sourceEngine: database.engine,
        tables: snapshot.tables,
        files: [],
        missingFiles: [],
      };
      for (const table of snapshot.tables) {
        await addFile(pack, tableEntry(table.name), join(work, 'tables', `${table.name}.ndjson`));
      }
      for (const ref of snapshot.fileRefs) {
        if (ref.storage !== storage.kind) {
          manifest.missingFiles.push(ref);
          continue;
        }
        let body: Readable;
        try {
          body = await storage.read(ref.key);
        } catch (error) {
          if (!(error instanceof StoredFileMissing)) throw error;
          manifest.missingFiles.push(ref);
          continue;
        }
        // Spooled one at a time: hashed and sized before its entry is written.
        const spooled = await spoolUpload(body, join(work, 'files'));
        await addFile(pack, fileEntry(ref.key), spooled.path);
        await rm(spooled.path, { force: true });
        manifest.files.push({ key: ref.key, sizeBytes: spooled.sizeBytes, sha256: spooled.sha256 });
      }
      const text = Buffer.from(JSON.stringify(manifest, null, 2));
      pack.entry({ name: MANIFEST_ENTRY, size: text.length, mode: 0o600 }, text);
      pack.finalize();
      return { manifest, result: await sinking };
    } catch (error) {
      // The sink sees the failure too (a store removes its partial file) rather than waiting.
      pack.destroy();
      out.destroy(error as Error);
      // When the sink failed first (a full disk), its error is the one that explains.
      const sinkError: unknown = await sinking.then(
        () => null,
        (e: unknown) => e,
      );
      throw sinkError ?? error;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};
