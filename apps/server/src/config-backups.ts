import { resolve } from 'node:path';
import { z } from 'zod';
import { parseBackupKey } from './ops/backup-key.ts';

// Backups (issue 25, decision 048): where they are written, their key, and the schedule.

export const backupEnv = {
  // Where backups are written (platform/files/backup-store.ts): a folder, else see BACKUP_TO_S3.
  BACKUP_DIR: z.string().min(1).optional(),
  // Backups (ops/): encrypted with BACKUP_KEY when set (32 bytes, hex or base64); scheduled every
  // BACKUP_INTERVAL_HOURS when a backup store is set, keeping the newest BACKUP_KEEP.
  BACKUP_KEY: z
    .string()
    .optional()
    .refine((v) => {
      try {
        parseBackupKey(v);
        return true;
      } catch {
        return false;
      }
    }, 'BACKUP_KEY must be 32 bytes written as 64 hex digits or base64 (openssl rand -base64 32)'),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 31)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
};

type BackupEnv = z.infer<z.ZodObject<typeof backupEnv>> & { BACKUP_TO_S3: boolean };

export type BackupsConfig = {
  /** Where backups are written: BACKUP_DIR, else the bucket when BACKUP_TO_S3 is true. */
  backups: { dir: string | null; toS3: boolean };
  /** Backup encryption and the scheduled backups (ops/scheduled-backups.ts). */
  backupSchedule: { key: Buffer | null; intervalHours: number; keep: number };
};

export const backupsConfig = (e: BackupEnv): BackupsConfig => ({
  backups: { dir: e.BACKUP_DIR ? resolve(e.BACKUP_DIR) : null, toS3: e.BACKUP_TO_S3 },
  backupSchedule: {
    key: parseBackupKey(e.BACKUP_KEY),
    intervalHours: e.BACKUP_INTERVAL_HOURS,
    keep: e.BACKUP_KEEP,
  },
});
