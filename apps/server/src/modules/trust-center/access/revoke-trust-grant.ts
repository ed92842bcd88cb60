import type { TrustGrant } from '@rampart/contracts';
import { findTrustGrant, recordAudit, updateTrustGrant, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';
import { findTrustGrantView } from './list-trust-grants.ts';

/**
 * Ends a visitor's access now: the link and the cookie stop opening anything at once. Revoking
 * a grant that already ended changes nothing.
 */
export const revokeTrustGrant = async ({
  actor,
  db,
  id,
  now = new Date(),
}: {
  actor: Actor;
  db: Db;
  id: string;
  now?: Date;
}): Promise<TrustGrant> =>
  db.transaction(async (tx) => {
    const organizationId = actor.organizationId;
    const grant = await findTrustGrant(tx, organizationId, id);
    if (!grant) throw notFound('Grant');
    if (!grant.revokedAt && grant.expiresAt > now) {
      await updateTrustGrant(tx, organizationId, id, { revokedAt: now, revokedBy: actor.userId });
      await recordAudit(tx, {
        organizationId,
        actorId: actor.userId,
        action: 'trust_grant.revoked',
        entityType: 'trust_grant',
        entityId: id,
        before: { expiresAt: grant.expiresAt.toISOString() },
        after: { revokedAt: now.toISOString(), email: grant.email },
        requestId: actor.requestId,
      });
    }
    return findTrustGrantView(tx, organizationId, id, now);
  });
