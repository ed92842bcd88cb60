import type { Readable } from 'node:stream';
import { TRUST_ITEM_KINDS, type TrustItemKind } from '@rampart/contracts';
import { recordTrustDownload, type Db, type TrustCenterRow, type TrustFile } from '@rampart/db';
import { readStoredFile, type FileStorage } from '../../../platform/files/file-storage.ts';
import { fileAccessOf, loadTrustRecords } from '../trust-records.ts';

/**
 * A file a trust page hands out (issue 24): only of a published item whose record stands today
 * and whose owner let anyone download it; anything else is not there. Each one taken is written
 * down with the visitor's address.
 */
export const openTrustFile = async ({
  db,
  storage,
  center,
  kind,
  recordId,
  ip,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  center: TrustCenterRow;
  kind: string;
  recordId: string;
  ip: string;
  now?: Date;
}): Promise<{ file: TrustFile; body: Readable } | null> => {
  if (!(TRUST_ITEM_KINDS as readonly string[]).includes(kind)) return null;
  const records = await loadTrustRecords(db, center.organizationId, now, {
    states: ['published'],
    itemsOnly: true,
    kinds: [kind as TrustItemKind],
  });
  const record = records.find((r) => r.recordId === recordId);
  if (!record?.file || !record.standing.stands || fileAccessOf(record) !== 'public') return null;
  const body = await readStoredFile(storage, record.file, 'this file');
  await recordTrustDownload(db, {
    organizationId: center.organizationId,
    kind,
    recordId,
    fileName: record.file.fileName,
    ip,
    at: now,
  });
  return { file: record.file, body };
};
