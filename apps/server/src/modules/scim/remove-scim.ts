import { deleteScimSettings, lockOrganization, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';

/**
 * Turns provisioning off: the token stops working. The people and groups the provider pushed
 * stay as they are (members keep their roles), so turning it on again carries on from there.
 */
export const removeScim = async ({ actor, db }: { actor: Actor; db: Db }): Promise<void> => {
  await db.transaction(async (tx) => {
    await lockOrganization(tx, actor.organizationId);
    const removed = await deleteScimSettings(tx, actor.organizationId);
    if (!removed) throw notFound('SCIM provisioning');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'organization.scim_removed',
      entityType: 'scim_settings',
      entityId: actor.organizationId,
      before: { tokenHint: removed.tokenHint },
      requestId: actor.requestId,
    });
  });
};
