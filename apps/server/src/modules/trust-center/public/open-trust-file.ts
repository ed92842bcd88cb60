import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { TRUST_ITEM_KINDS, TRUST_KIND_SECTION, type TrustItemKind } from '@rampart/contracts';
import {
  recordTrustDownload,
  type Db,
  type TrustCenterRow,
  type TrustFile,
  type TrustGrantRow,
} from '@rampart/db';
import { readStoredFile, type FileStorage } from '../../../platform/files/file-storage.ts';
import { watermarkPdf } from '../../../platform/pdf/watermark.ts';
import { fileAccessOf, loadTrustRecords } from '../trust-records.ts';
import { hiddenSectionsOf } from '../trust-center-view.ts';

export type OpenedTrustFile =
  | { kind: 'file'; file: TrustFile; body: Readable }
  /** A restricted PDF that cannot carry the visitor's mark (encrypted, unreadable): not sent. */
  | { kind: 'unmarkable' };

const isPdf = (file: TrustFile) =>
  file.contentType === 'application/pdf' || file.fileName.toLowerCase().endsWith('.pdf');

/** "2026-12-06 19:40 UTC": the time a copy was taken, as its mark says it. */
const stampTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A file a trust page hands out (issue 24): only of a published item whose record stands today,
 * whose owner let anyone download it, or let approved visitors and `grant` is a live grant of
 * this organisation. Anything else is not there. A restricted PDF goes out with the visitor's
 * email and the time on every page. Each file taken is written down with the visitor's address
 * and, under a grant, whose grant it was.
 */
export const openTrustFile = async ({
  db,
  storage,
  center,
  kind,
  recordId,
  ip,
  grant = null,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  center: TrustCenterRow;
  kind: string;
  recordId: string;
  ip: string;
  grant?: TrustGrantRow | null;
  now?: Date;
}): Promise<OpenedTrustFile | null> => {
  if (!(TRUST_ITEM_KINDS as readonly string[]).includes(kind)) return null;
  // A section the owner switched off hands out none of its files either.
  const section = TRUST_KIND_SECTION[kind as TrustItemKind];
  if ((hiddenSectionsOf(center) as string[]).includes(section)) return null;
  const records = await loadTrustRecords(db, center.organizationId, now, {
    states: ['published'],
    itemsOnly: true,
    kinds: [kind as TrustItemKind],
  });
  const record = records.find((r) => r.recordId === recordId);
  if (!record?.file || !record.standing.stands) return null;
  const access = fileAccessOf(record);
  const underGrant =
    access === 'restricted' && grant !== null && grant.organizationId === center.organizationId;
  if (access !== 'public' && !underGrant) return null;

  let file = record.file;
  let body = await readStoredFile(storage, record.file, 'this file');
  let watermarked = false;
  if (underGrant && isPdf(file)) {
    const marked = await watermarkPdf(await buffer(body), [
      `Shared with ${grant.email}`,
      `${stampTime(now)} · ${center.title} · confidential`,
    ]);
    if (marked.kind === 'unreadable') return { kind: 'unmarkable' };
    file = { ...file, sizeBytes: marked.bytes.length };
    body = Readable.from([marked.bytes]);
    watermarked = true;
  }
  await recordTrustDownload(db, {
    organizationId: center.organizationId,
    kind,
    recordId,
    fileName: record.file.fileName,
    ip,
    grantId: underGrant ? grant.id : null,
    viewerEmail: underGrant ? grant.email : null,
    watermarked,
    at: now,
  });
  return { kind: 'file', file, body };
};
