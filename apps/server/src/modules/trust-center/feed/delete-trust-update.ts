import { deleteTrustUpdate, recordAudit, touchTrustCenter, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';

/** Takes an update off the page (mail already sent stays sent). */
export const removeTrustUpdate = ({
  actor,
  id,
  db,
  now = new Date(),
}: {
  actor: Actor;
  id: string;
  db: Db;
  now?: Date;
}): Promise<{ id: string }> =>
  db.transaction(async (tx) => {
    const removed = await deleteTrustUpdate(tx, actor.organizationId, id);
    if (!removed) throw notFound('Update');
    await touchTrustCenter(tx, actor.organizationId, now);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'trust_update.deleted',
      entityType: 'trust_update',
      entityId: id,
      before: { title: removed.title },
      after: null,
      requestId: actor.requestId,
    });
    return { id };
  });
