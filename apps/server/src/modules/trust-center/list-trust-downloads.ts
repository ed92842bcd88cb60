import {
  TRUST_ITEM_KINDS,
  type Page,
  type TrustDownload,
  type TrustItemKind,
} from '@rampart/contracts';
import { listTrustDownloads as listDownloadRows, type Db, type PageQuery } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

const kindOf = (kind: string): TrustItemKind =>
  (TRUST_ITEM_KINDS as readonly string[]).includes(kind) ? (kind as TrustItemKind) : 'document';

/**
 * The files visitors took from the organisation's trust centre, newest first: all of them, one
 * approved visitor's (`grantId`), or one document's (`item` as `kind:recordId`).
 */
export const listTrustDownloads = async ({
  actor,
  db,
  query,
}: {
  actor: Actor;
  db: Db;
  query: PageQuery & { grantId?: string; item?: string };
}): Promise<Page<TrustDownload>> => {
  const [kind, recordId] = query.item ? query.item.split(':') : [];
  const page = await listDownloadRows(db, actor.organizationId, {
    ...query,
    item: kind && recordId ? { kind, recordId } : undefined,
  });
  return {
    items: page.rows.map((r) => ({
      id: r.id,
      kind: kindOf(r.kind),
      recordId: r.recordId,
      fileName: r.fileName,
      ip: r.ip,
      viewer: r.grantId ? { grantId: r.grantId, email: r.viewerEmail ?? '' } : null,
      watermarked: r.watermarked,
      at: r.at.toISOString(),
    })),
    total: page.total,
    nextCursor: page.nextCursor,
  };
};
