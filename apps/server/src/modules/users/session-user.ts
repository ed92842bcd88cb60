import type { SessionUser } from '@rampart/contracts';
import { isHttpUrl, roleSchema, personaSchema } from '@rampart/contracts';
import { permissionsForRole, splitName } from '@rampart/domain';
import { findUserById, listUserOrganizations, type Executor } from '@rampart/db';
import { notFound } from '../../errors.ts';
import { purgeDateOf } from '../organizations/deletion/organization-deletion-rules.ts';

/** The session user of spec §3 in the given organisation. */
export const loadSessionUser = async (
  db: Executor,
  userId: string,
  organizationId: string,
): Promise<SessionUser> => {
  const [user, orgs] = await Promise.all([
    findUserById(db, userId),
    listUserOrganizations(db, userId),
  ]);
  const current = orgs.find((o) => o.id === organizationId);
  if (!user || !current) throw notFound('User');
  const role = roleSchema.parse(current.role);
  const { firstName, lastName } = splitName(user.name);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName,
    lastName,
    role,
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    organizationId: current.id,
    permissions: permissionsForRole(role),
    // A row saved before avatars were limited to http(s) is not shown.
    avatar: user.image && isHttpUrl(user.image) ? user.image : null,
    persona: personaSchema.catch('analyst').parse(user.persona),
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
    organization: {
      id: current.id,
      name: current.name,
      slug: current.slug,
      deletionPurgeAt: current.deletionRequestedAt
        ? purgeDateOf(current.deletionRequestedAt).toISOString()
        : null,
    },
    organizations: orgs.map((o) => ({
      id: o.id,
      name: o.name,
      slug: o.slug,
      role: roleSchema.parse(o.role),
    })),
    twoFactor: { enabled: user.twoFactorEnabled, required: current.twoFactorRequired },
  };
};
