import { deleteOrganizationDomain, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';

/** Withdraws a claim on a domain; its people sign in with their passwords again. */
export const removeDomain = async ({
  actor,
  domainId,
  db,
}: {
  actor: Actor;
  domainId: string;
  db: Db;
}): Promise<void> =>
  db.transaction(async (tx) => {
    const row = await deleteOrganizationDomain(tx, actor.organizationId, domainId);
    if (!row) throw notFound('Domain');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'organization.domain_removed',
      entityType: 'organization_domain',
      entityId: row.id,
      before: { domain: row.domain, verified: row.verifiedAt !== null },
      requestId: actor.requestId,
    });
  });
