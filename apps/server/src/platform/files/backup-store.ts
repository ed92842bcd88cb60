import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { BackupMissing, BACKUP_NAME, checkedBackupName } from './backup-name.ts';
import { s3BackupStore } from './s3-backup-store.ts';

export { BackupMissing, checkedBackupName };

/**
 * Where backups are written: a folder (BACKUP_DIR) or the bucket of the file storage
 * (BACKUP_TO_S3). What goes in a backup is not this module's business; it only keeps the bytes,
 * streamed both ways, and never shows a half-written one.
 */
export interface BackupStore {
  /** For logs and the admin screen: the folder, or s3://bucket/backups/. */
  readonly where: string;
  /** Stores the whole stream under the name, or nothing (a failed write leaves no backup). */
  write(name: string, body: Readable): Promise<{ sizeBytes: number }>;
  list(): Promise<{ name: string; sizeBytes: number; modifiedAt: Date }[]>;
  /** Rejects with BackupMissing when there is none under the name. */
  read(name: string): Promise<Readable>;
  /** A missing backup is not an error. */
  remove(name: string): Promise<void>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Backups in a folder. Written to a hidden temporary name, flushed, then renamed: a crash or a
 * failed stream leaves no file that looks like a backup.
 */
export const localBackupStore = (dir: string): BackupStore => ({
  where: dir,
  async write(name, body) {
    const target = join(dir, checkedBackupName(name));
    await mkdir(dir, { recursive: true });
    const temp = join(dir, `.${name}.${randomBytes(6).toString('hex')}.part`);
    const handle = await open(temp, 'wx', 0o600);
    let sizeBytes = 0;
    try {
      for await (const chunk of body) {
        const bytes = chunk as Buffer;
        sizeBytes += bytes.length;
        await handle.write(bytes);
      }
      await handle.sync();
      await handle.close();
      await rename(temp, target);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
      throw error;
    }
    // The rename itself is made durable by flushing the folder (not possible on Windows).
    const folder = await open(dir, 'r').catch(() => null);
    await folder?.sync().catch(() => undefined);
    await folder?.close();
    return { sizeBytes };
  },
  async list() {
    const names = await readdir(dir).catch((error: unknown) => {
      if (isMissing(error)) return [] as string[];
      throw error;
    });
    const found = await Promise.all(
      names
        .filter((n) => BACKUP_NAME.test(n))
        .map(async (name) => {
          const info = await stat(join(dir, name)).catch(() => null);
          return info?.isFile() ? { name, sizeBytes: info.size, modifiedAt: info.mtime } : null;
        }),
    );
    return found.filter((b) => b !== null).sort((a, b) => a.name.localeCompare(b.name));
  },
  async read(name) {
    const path = join(dir, checkedBackupName(name));
    try {
      await stat(path);
    } catch (error) {
      if (isMissing(error)) throw new BackupMissing(name);
      throw error;
    }
    return createReadStream(path);
  },
  async remove(name) {
    await rm(join(dir, checkedBackupName(name)), { force: true });
  },
});

/** BACKUP_DIR: that folder; else BACKUP_TO_S3=true: `backups/` in the S3_BUCKET; else none. */
export const createBackupStore = (
  config: Pick<Config, 'backups' | 'storage'>,
): BackupStore | null => {
  if (config.backups.dir) return localBackupStore(config.backups.dir);
  if (config.backups.toS3 && config.storage.s3) return s3BackupStore(config.storage.s3);
  return null;
};
