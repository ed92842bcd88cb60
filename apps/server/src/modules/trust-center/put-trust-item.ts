import type { PutTrustItemBody, TrustItem, TrustItemKind } from '@rampart/contracts';
import {
  deleteTrustItem,
  findTrustItem,
  recordAudit,
  saveTrustItem,
  touchTrustCenter,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { presentTrustItem } from './list-trust-items.ts';
import { freezeFramework } from './take-framework-snapshot.ts';
import { loadTrustRecords } from './trust-records.ts';

/** The kinds whose records carry a file a visitor may take. */
const FILE_KINDS: ReadonlySet<TrustItemKind> = new Set(['certification', 'document']);

/**
 * Puts a record on the page as a draft or published, or takes it off (`unlisted`). The words the
 * page shows are the item's own: when none are given, the record's words as they are now, so a
 * later change to an internal description never reaches the page unseen.
 */
export const putTrustItem = async ({
  actor,
  kind,
  recordId,
  input,
  db,
  now = new Date(),
}: {
  actor: Actor;
  kind: TrustItemKind;
  recordId: string;
  input: PutTrustItemBody;
  db: Db;
  now?: Date;
}): Promise<TrustItem> =>
  db.transaction(async (tx) => {
    const organizationId = actor.organizationId;
    const find = async () =>
      (await loadTrustRecords(tx, organizationId, now, { kinds: [kind] })).find(
        (r) => r.recordId === recordId,
      );
    let record = await find();
    if (!record) throw notFound('Record');
    // A framework goes on the page (or its preview) with the status frozen now, unless the team
    // froze one already: what visitors see is what the team saw when it chose to publish.
    if (kind === 'framework' && input.state !== 'unlisted' && !record.snapshot) {
      await freezeFramework(tx, actor, recordId, now);
      record = (await find())!;
    }
    const before = await findTrustItem(tx, organizationId, kind, recordId);
    if (input.state === 'unlisted') {
      await deleteTrustItem(tx, organizationId, kind, recordId);
    } else {
      const wasPublished = before?.state === 'published';
      await saveTrustItem(tx, {
        organizationId,
        kind,
        recordId,
        state: input.state,
        publicTitle: input.publicTitle || before?.publicTitle || record.defaults.title,
        publicText: input.publicText ?? (before?.publicText || record.defaults.text),
        location: input.location ?? before?.location ?? record.defaults.location,
        // A file is handed out only when someone chose so, and only by kinds that have one.
        access: FILE_KINDS.has(kind) ? (input.access ?? before?.access ?? 'none') : 'none',
        publishedAt: input.state === 'published' ? (wasPublished ? before.publishedAt : now) : null,
        updatedBy: actor.userId,
        updatedAt: now,
      });
    }
    await touchTrustCenter(tx, organizationId, now);
    const after = await findTrustItem(tx, organizationId, kind, recordId);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: 'trust_item.updated',
      entityType: `trust_${kind}`,
      entityId: recordId,
      before: before ? { state: before.state, title: before.publicTitle } : null,
      after: after ? { state: after.state, title: after.publicTitle } : { state: 'unlisted' },
      requestId: actor.requestId,
    });
    return presentTrustItem({ ...record, item: after });
  });
