import { z } from 'zod';

/** The archive's layout: manifest.json (last), tables/<name>.ndjson, files/<storage key>. */
export const BACKUP_FORMAT = 'rampart-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (name: string) => `tables/${name}.ndjson`;
export const fileEntry = (key: string) => `files/${key}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  /** The newest migration applied where the backup was made, e.g. 0039_trust_feed_branding. */
  schemaVersion: z.string().min(1),
  createdAt: z.string(),
  sourceEngine: z.enum(['pglite', 'postgres']),
  /** In load order (parents first). */
  tables: z.array(z.object({ name: z.string().min(1), rows: z.number().int().min(0), sha256 })),
  files: z.array(z.object({ key: z.string().min(1), sizeBytes: z.number().int().min(0), sha256 })),
  /** Rows naming a file the backup could not read (kept in other storage, or gone). */
  missingFiles: z.array(z.object({ storage: z.string(), key: z.string() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** What the CLIs print after a backup or a restore. */
export type BackupSummary = {
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  archiveBytes?: number;
  schemaVersion: string;
  missingFiles: number;
};

export const summarize = (m: BackupManifest, archiveBytes?: number): BackupSummary => ({
  tables: m.tables.length,
  rows: m.tables.reduce((n, t) => n + t.rows, 0),
  files: m.files.length,
  fileBytes: m.files.reduce((n, f) => n + f.sizeBytes, 0),
  archiveBytes,
  schemaVersion: m.schemaVersion,
  missingFiles: m.missingFiles.length,
});

export const describeSummary = (s: BackupSummary): string =>
  [
    `schema ${s.schemaVersion}`,
    `${s.tables} tables, ${s.rows} rows`,
    `${s.files} files (${s.fileBytes} bytes)`,
    ...(s.archiveBytes !== undefined ? [`archive ${s.archiveBytes} bytes`] : []),
    ...(s.missingFiles > 0
      ? [`${s.missingFiles} files missing from storage (not in the backup)`]
      : []),
  ].join(', ');
