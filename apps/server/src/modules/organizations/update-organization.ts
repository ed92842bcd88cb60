import type { UpdateOrganizationBody } from '@rampart/contracts';
import { findOrganization, recordAudit, updateOrganizationRow, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { currentOrganization, type CurrentOrganization } from './current-organization.ts';

/**
 * Renames the organisation or sets its size and industry; audited with what changed. Answers
 * with the organisation as it now is.
 */
export const updateOrganization = async ({
  actor,
  patch,
  db,
}: {
  actor: Actor;
  patch: UpdateOrganizationBody;
  db: Db;
}): Promise<CurrentOrganization> =>
  db.transaction(async (tx) => {
    const before = await findOrganization(tx, actor.organizationId);
    if (!before) throw notFound('Organisation');
    await updateOrganizationRow(tx, actor.organizationId, patch);
    const keys = Object.keys(patch) as (keyof UpdateOrganizationBody)[];
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'organization.updated',
      entityType: 'organization',
      entityId: actor.organizationId,
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: patch,
      requestId: actor.requestId,
    });
    return currentOrganization(tx, actor.organizationId);
  });
