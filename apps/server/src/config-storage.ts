import { z } from 'zod';
import type { S3Settings } from './platform/files/s3-settings.ts';

// Where stored files go (issue 25): S3-compatible storage when S3_BUCKET is set, else the data
// folder. The S3_* settings were EVIDENCE_S3_* when evidence was the only stored file; the old
// names are still read when the new ones are absent, with one warning naming the new ones.

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const NAMES = [
  'BUCKET',
  'ENDPOINT',
  'REGION',
  'ACCESS_KEY_ID',
  'SECRET_ACCESS_KEY',
  'FORCE_PATH_STYLE',
] as const;

/** No defaults here: whether a name is set at all decides between the new and the old one. */
export const storageEnv = {
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  EVIDENCE_S3_BUCKET: z.string().min(1).optional(),
  EVIDENCE_S3_ENDPOINT: z.string().url().optional(),
  EVIDENCE_S3_REGION: z.string().min(1).optional(),
  EVIDENCE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  EVIDENCE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  EVIDENCE_S3_FORCE_PATH_STYLE: bool.optional(),
  // Backups into the bucket (platform/files/backup-store.ts) when BACKUP_DIR is not set.
  BACKUP_TO_S3: bool.default(false),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageEnv>>;

const pick = (e: StorageEnv, name: (typeof NAMES)[number]) => ({
  current: e[`S3_${name}`],
  old: e[`EVIDENCE_S3_${name}`],
});

/** A name set both ways with different values: which one is meant cannot be guessed. */
export const storageConflicts = (e: StorageEnv): string[] => {
  const problems = NAMES.flatMap((name) => {
    const { current, old } = pick(e, name);
    return current !== undefined && old !== undefined && current !== old
      ? [`  S3_${name}: EVIDENCE_S3_${name} (its old name) is also set, to another value; keep one`]
      : [];
  });
  if (e.BACKUP_TO_S3 && !(e.S3_BUCKET ?? e.EVIDENCE_S3_BUCKET)) {
    problems.push('  BACKUP_TO_S3: backups go to the bucket of S3_BUCKET, which is not set');
  }
  return problems;
};

export type StorageConfig = {
  /** S3-compatible storage for every stored file; null: the data folder. */
  s3: S3Settings | null;
  /** The old EVIDENCE_S3_* names in use, to warn about once at start. */
  oldNames: string[];
};

export const storageConfig = (e: StorageEnv): StorageConfig => {
  const value = <N extends (typeof NAMES)[number]>(name: N) => {
    const { current, old } = pick(e, name);
    return current ?? old;
  };
  const oldNames = NAMES.filter((name) => e[`EVIDENCE_S3_${name}`] !== undefined).map(
    (name) => `EVIDENCE_S3_${name}`,
  );
  const bucket = value('BUCKET') as string | undefined;
  return {
    oldNames,
    s3: bucket
      ? {
          bucket,
          endpoint: value('ENDPOINT') as string | undefined,
          region: (value('REGION') as string | undefined) ?? 'us-east-1',
          accessKeyId: value('ACCESS_KEY_ID') as string | undefined,
          secretAccessKey: value('SECRET_ACCESS_KEY') as string | undefined,
          forcePathStyle: (value('FORCE_PATH_STYLE') as boolean | undefined) ?? false,
        }
      : null,
  };
};

let warned = false;

/** Once per process: the old names still work, but say which new ones to use. */
export const warnOldStorageNames = (storage: StorageConfig): void => {
  if (warned || storage.oldNames.length === 0) return;
  warned = true;
  const renamed = storage.oldNames.map((n) => `${n} → ${n.replace(/^EVIDENCE_/, '')}`);
  process.emitWarning(
    `The EVIDENCE_S3_* settings are now S3_* (every stored file uses them): ${renamed.join(', ')}. The old names are still read.`,
    { type: 'DeprecationWarning', code: 'RAMPART_S3_SETTINGS' },
  );
};
