import { findOrganization, recordAudit, renameOrganization as rename, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';

export const renameOrganization = async ({
  actor,
  name,
  db,
}: {
  actor: Actor;
  name: string;
  db: Db;
}): Promise<void> =>
  db.transaction(async (tx) => {
    const before = await findOrganization(tx, actor.organizationId);
    if (!before) throw notFound('Organisation');
    await rename(tx, actor.organizationId, name);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'organization.updated',
      entityType: 'organization',
      entityId: actor.organizationId,
      before: { name: before.name },
      after: { name },
      requestId: actor.requestId,
    });
  });
