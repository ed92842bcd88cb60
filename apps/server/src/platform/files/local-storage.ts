import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { checkedKey, StoredFileMissing, type FileStorage } from './file-storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Makes a rename durable: the directory entry itself is flushed (not possible on Windows). */
const syncDir = async (dir: string) => {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
};

/**
 * Files under `${DATA_DIR}/evidence/<orgId>/<id>`. The spooled file is already flushed; a rename
 * puts it in place whole, so a crash never leaves a half-written file.
 */
export const localFileStorage = (root: string, spoolDir: string): FileStorage => {
  const pathOf = (key: string) => join(root, ...checkedKey(key));
  return {
    kind: 'local',
    spoolDir,
    async put(key, file) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await rename(file.path, target);
      await syncDir(dirname(target));
    },
    async read(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissing(key);
        throw error;
      }
      return createReadStream(path) as Readable;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      // A file written and removed where uploads land proves the disk takes files now.
      await mkdir(root, { recursive: true });
      const probe = join(root, `.ready-${process.pid}`);
      await writeFile(probe, '');
      await rm(probe, { force: true });
    },
  };
};
