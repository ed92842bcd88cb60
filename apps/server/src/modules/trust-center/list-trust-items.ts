import {
  TRUST_FILE_ACCESS,
  TRUST_ITEM_KINDS,
  type TrustFileAccess,
  type TrustItem,
  type TrustItemKind,
} from '@rampart/contracts';
import type { Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { isHeldBack, loadTrustRecords, type TrustRecord } from './trust-records.ts';

export const presentTrustItem = (record: TrustRecord): TrustItem => ({
  kind: record.kind,
  recordId: record.recordId,
  recordName: record.recordName,
  state: record.item ? (record.item.state as TrustItem['state']) : 'unlisted',
  publicTitle: record.item?.publicTitle || record.defaults.title,
  publicText: record.item?.publicText || record.defaults.text,
  location: record.item?.location || record.defaults.location,
  access: TRUST_FILE_ACCESS.find((a) => a === record.item?.access) ?? ('none' as TrustFileAccess),
  file: record.file ? { fileName: record.file.fileName, sizeBytes: record.file.sizeBytes } : null,
  stands: record.standing.stands,
  heldBack: isHeldBack(record),
  standing: record.standing.words,
  publishedAt: record.item?.publishedAt?.toISOString() ?? null,
  updatedAt: record.item?.updatedAt.toISOString() ?? null,
});

const ORDER = new Map(TRUST_ITEM_KINDS.map((kind, i) => [kind, i]));

/** Every record the page may show, published first within each kind, then by name. */
export const listTrustItems = async ({
  actor,
  db,
  kind,
  now = new Date(),
}: {
  actor: Actor;
  db: Db;
  kind?: TrustItemKind;
  now?: Date;
}): Promise<TrustItem[]> => {
  const records = await loadTrustRecords(db, actor.organizationId, now);
  const rank = (r: TrustRecord) => (r.item?.state === 'published' ? 0 : r.item ? 1 : 2);
  return records
    .filter((r) => !kind || r.kind === kind)
    .sort(
      (a, b) =>
        ORDER.get(a.kind)! - ORDER.get(b.kind)! ||
        rank(a) - rank(b) ||
        a.recordName.localeCompare(b.recordName) ||
        a.recordId.localeCompare(b.recordId),
    )
    .map(presentTrustItem);
};
