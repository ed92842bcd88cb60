import type { SaveScimRolesBody, ScimSettings } from '@rampart/contracts';
import {
  findScimSettings,
  listScimPeople,
  lockOrganization,
  recordAudit,
  updateScimRoles,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { AppError } from '../../errors.ts';
import { syncRole } from './scim-people.ts';
import { scimSettings } from './scim-settings.ts';

/**
 * How the provider's groups give roles: saved, then every active provisioned member who is not
 * an owner gets the role their groups now give (audited each), in the same transaction.
 */
export const saveScimRoles = async ({
  actor,
  input,
  db,
  sessionCache,
  publicUrl,
}: {
  actor: Actor;
  input: SaveScimRolesBody;
  db: Db;
  sessionCache: SessionCache;
  publicUrl: string;
}): Promise<ScimSettings> => {
  const touched = new Set<string>();
  const result = await db.transaction(async (tx) => {
    await lockOrganization(tx, actor.organizationId);
    const before = await findScimSettings(tx, actor.organizationId);
    if (!before) {
      throw new AppError('CONFLICT', 'Make a SCIM token first: provisioning is off.');
    }
    const settings = await updateScimRoles(tx, actor.organizationId, {
      defaultRole: input.defaultRole,
      roleMappings: input.roleMappings,
    });
    if (!settings) throw new AppError('CONFLICT', 'Make a SCIM token first: provisioning is off.');
    const ctx = {
      tx,
      organizationId: actor.organizationId,
      settings,
      requestId: actor.requestId,
      verifiedDomains: new Set<string>(),
      touched,
    };
    for (const person of await listScimPeople(tx, actor.organizationId)) {
      await syncRole(ctx, person);
    }
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'organization.scim_updated',
      entityType: 'scim_settings',
      entityId: actor.organizationId,
      before: { defaultRole: before.defaultRole, roleMappings: before.roleMappings },
      after: { ...input, rolesChanged: touched.size },
      requestId: actor.requestId,
    });
    return scimSettings(tx, actor, publicUrl);
  });
  for (const userId of touched) await sessionCache.invalidateUser(userId);
  return result;
};
