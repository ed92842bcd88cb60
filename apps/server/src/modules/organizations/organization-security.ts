import type { OrganizationSecurity } from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import { findOrganization, listMembers, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';

/** Organisation → Security: the two-factor policy and who has not set a factor up. */
export const organizationSecurity = async (db: Db, actor: Actor): Promise<OrganizationSecurity> => {
  const [org, members] = await Promise.all([
    findOrganization(db, actor.organizationId),
    listMembers(db, actor.organizationId),
  ]);
  if (!org) throw notFound('Organisation');
  return {
    twoFactorRequired: org.twoFactorRequired,
    sessionLifetimeHours: org.sessionLifetimeHours,
    membersWithoutTwoFactor: members.filter((m) => !m.twoFactorEnabled).length,
    abilities: { update: hasPermission(actor.permissions, 'security:manage') },
  };
};
