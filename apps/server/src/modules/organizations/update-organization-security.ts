import type { OrganizationSecurity, UpdateOrganizationSecurityBody } from '@rampart/contracts';
import {
  findOrganization,
  findUserById,
  listMemberIds,
  recordAudit,
  setSignInPolicy,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { AppError, notFound } from '../../errors.ts';
import { organizationSecurity } from './organization-security.ts';

/**
 * An owner changes how members sign in: the two-factor policy, and how long a sign-in lasts.
 * Requiring two-factor needs the owner's own factor first (they would otherwise lock
 * themselves out of everything but enrolment). Members' cached memberships are dropped, so the
 * policy holds on their next request in every process.
 */
export const updateOrganizationSecurity = async ({
  actor,
  input,
  db,
  sessionCache,
}: {
  actor: Actor;
  input: UpdateOrganizationSecurityBody;
  db: Db;
  sessionCache: SessionCache;
}): Promise<OrganizationSecurity> => {
  const memberIds = await db.transaction(async (tx) => {
    const org = await findOrganization(tx, actor.organizationId);
    if (!org) throw notFound('Organisation');
    if (input.twoFactorRequired && !(await findUserById(tx, actor.userId))?.twoFactorEnabled) {
      throw new AppError(
        'CONFLICT',
        'Set up two-factor authentication or a passkey for your own account first, in your profile.',
      );
    }
    const before = {
      twoFactorRequired: org.twoFactorRequired,
      sessionLifetimeHours: org.sessionLifetimeHours,
    };
    const after = { ...before, ...input };
    if (
      after.twoFactorRequired === before.twoFactorRequired &&
      after.sessionLifetimeHours === before.sessionLifetimeHours
    ) {
      return [];
    }
    await setSignInPolicy(tx, actor.organizationId, input);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'organization.security_updated',
      entityType: 'organization',
      entityId: actor.organizationId,
      before,
      after,
      requestId: actor.requestId,
    });
    return listMemberIds(tx, actor.organizationId);
  });
  for (const userId of memberIds) await sessionCache.invalidateUser(userId);
  return organizationSecurity(db, actor);
};
