import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { EvidenceStorage } from './evidence-storage.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** S3 when EVIDENCE_S3_BUCKET is set; else `${DATA_DIR}/evidence`. Uploads spool under DATA_DIR. */
export const createEvidenceStorage = (config: Config): EvidenceStorage => {
  const spoolDir = join(config.dataDir, 'evidence', '.incoming');
  return config.evidence.s3
    ? s3Storage(config.evidence.s3, spoolDir)
    : localStorage(join(config.dataDir, 'evidence'), spoolDir);
};
