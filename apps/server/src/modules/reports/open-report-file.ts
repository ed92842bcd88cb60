import type { Readable } from 'node:stream';
import { findReportRun, type Db, type ReportRunRow } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, notFound } from '../../errors.ts';
import { readStoredFile, type FileStorage } from '../../platform/files/file-storage.ts';

/** A finished run's file, for members of its organisation. */
export const openReportFile = async ({
  actor,
  id,
  db,
  storage,
}: {
  actor: Actor;
  id: string;
  db: Db;
  storage: FileStorage;
}): Promise<{ row: ReportRunRow; body: Readable }> => {
  const row = await findReportRun(db, actor.organizationId, id);
  if (!row) throw notFound('Report run');
  if (row.status !== 'completed' || !row.storageKey) {
    throw new AppError(
      'CONFLICT',
      'This report has no file yet: it is still being produced or it failed',
    );
  }
  return {
    row,
    body: await readStoredFile(
      storage,
      { storage: row.storage, storageKey: row.storageKey },
      'this report',
    ),
  };
};
