import { findOrganization, recordAudit, setOrganizationDeletion, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';
import { currentOrganization, type CurrentOrganization } from '../current-organization.ts';

/** An owner keeps the organisation: the scheduled deletion is called off. Idempotent. */
export const restoreOrganization = async ({
  actor,
  db,
}: {
  actor: Actor;
  db: Db;
}): Promise<CurrentOrganization> =>
  db.transaction(async (tx) => {
    const org = await findOrganization(tx, actor.organizationId);
    if (!org) throw notFound('Organisation');
    if (org.deletionRequestedAt) {
      await setOrganizationDeletion(tx, org.id, null);
      await recordAudit(tx, {
        organizationId: org.id,
        actorId: actor.userId,
        action: 'organization.deletion_cancelled',
        entityType: 'organization',
        entityId: org.id,
        before: { deletionRequestedAt: org.deletionRequestedAt.toISOString() },
        after: null,
        requestId: actor.requestId,
      });
    }
    return currentOrganization(tx, org.id);
  });
