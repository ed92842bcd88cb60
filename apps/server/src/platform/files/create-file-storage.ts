import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localFileStorage } from './local-storage.ts';
import { s3FileStorage } from './s3-storage.ts';

/**
 * S3 when S3_BUCKET is set; else `${DATA_DIR}/evidence`. Uploads spool under DATA_DIR.
 * The folder and the bucket prefix keep the name of their first user (evidence): renaming them
 * would move every stored file of every installation (decision 027).
 */
export const createFileStorage = (config: Config): FileStorage => {
  const spoolDir = join(config.dataDir, 'evidence', '.incoming');
  return config.storage.s3
    ? s3FileStorage(config.storage.s3, spoolDir)
    : localFileStorage(join(config.dataDir, 'evidence'), spoolDir);
};
