import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { SpooledFile } from './file-storage.ts';

/**
 * Writes an upload to a temporary file in `dir`, hashing and counting as the bytes pass, and
 * flushes it to disk. On any failure the temporary file is removed.
 */
export const spoolUpload = async (source: Readable, dir: string): Promise<SpooledFile> => {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.part`);
  const handle = await open(path, 'wx', 0o600);
  const hash = createHash('sha256');
  let sizeBytes = 0;
  try {
    for await (const chunk of source) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      sizeBytes += bytes.length;
      await handle.write(bytes);
    }
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
  await handle.close();
  return { path, sizeBytes, sha256: hash.digest('hex') };
};

/** Removes a spooled file that was not stored (or was moved: then nothing is left to remove). */
export const discardSpooled = async (file: SpooledFile | null): Promise<void> => {
  if (file) await rm(file.path, { force: true });
};
