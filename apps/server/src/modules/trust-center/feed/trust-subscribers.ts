import type { TrustSubscriber, TrustSubscriberStatus } from '@rampart/contracts';
import {
  deleteTrustSubscriber,
  listTrustSubscribers,
  recordAudit,
  type Db,
  type Executor,
  type PageQuery,
  type TrustSubscriberRow,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';

const present = (row: TrustSubscriberRow): TrustSubscriber => ({
  id: row.id,
  email: row.email,
  status: (row.status === 'confirmed' ? 'confirmed' : 'pending') satisfies TrustSubscriberStatus,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

/** Who asked for the updates, newest first. */
export const listSubscribers = async (db: Executor, actor: Actor, query: PageQuery) => {
  const { rows, total, nextCursor } = await listTrustSubscribers(db, actor.organizationId, query);
  return { items: rows.map(present), total, nextCursor };
};

/** Removes a subscriber (a request by mail, an address that bounces). */
export const removeSubscriber = ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<{ id: string }> =>
  db.transaction(async (tx) => {
    const removed = await deleteTrustSubscriber(tx, actor.organizationId, id);
    if (!removed) throw notFound('Subscriber');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'trust_subscriber.removed',
      entityType: 'trust_subscriber',
      entityId: id,
      before: { status: removed.status },
      after: null,
      requestId: actor.requestId,
    });
    return { id };
  });
