import { findOrganization, recordAudit, setOrganizationDeletion, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { invalid, notFound } from '../../../errors.ts';
import { currentOrganization, type CurrentOrganization } from '../current-organization.ts';
import { purgeDateOf } from './organization-deletion-rules.ts';

/**
 * An owner asks for the organisation to be deleted, typing its name as it is: in 30 days every
 * row and file of it is purged unless an owner restores it. Until then it works as before, with
 * a banner for every member, so anyone can still take out what they need. Asking twice keeps
 * the first date.
 */
export const scheduleOrganizationDeletion = async ({
  actor,
  confirmName,
  db,
  now = new Date(),
}: {
  actor: Actor;
  confirmName: string;
  db: Db;
  now?: Date;
}): Promise<CurrentOrganization> =>
  db.transaction(async (tx) => {
    const org = await findOrganization(tx, actor.organizationId);
    if (!org) throw notFound('Organisation');
    if (confirmName.trim() !== org.name) {
      throw invalid('confirmName', 'Type the organisation’s name exactly as it is to confirm');
    }
    if (!org.deletionRequestedAt) {
      await setOrganizationDeletion(tx, org.id, { at: now, by: actor.userId });
      await recordAudit(tx, {
        organizationId: org.id,
        actorId: actor.userId,
        action: 'organization.deletion_scheduled',
        entityType: 'organization',
        entityId: org.id,
        before: null,
        after: { purgeAt: purgeDateOf(now).toISOString() },
        requestId: actor.requestId,
      });
    }
    return currentOrganization(tx, org.id);
  });
