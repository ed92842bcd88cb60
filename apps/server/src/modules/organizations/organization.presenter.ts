import type { Invitation, Member, Organization } from '@rampart/contracts';
import { ORGANIZATION_SIZE_VALUES, isHttpUrl, personaSchema, roleSchema } from '@rampart/contracts';
import { canManageMember, hasPermission, invitableRoles, memberAbilities } from '@rampart/domain';
import type { InvitationRow, listMembers } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { CurrentOrganization } from './current-organization.ts';
import { purgeDateOf } from './deletion/organization-deletion-rules.ts';

type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

export const presentOrganization = (
  { organization: org, memberCount }: CurrentOrganization,
  actor: Actor,
): Organization => ({
  id: org.id,
  name: org.name,
  slug: org.slug,
  size: (ORGANIZATION_SIZE_VALUES as readonly string[]).includes(org.size ?? '')
    ? (org.size as (typeof ORGANIZATION_SIZE_VALUES)[number])
    : null,
  industry: org.industry,
  createdAt: org.createdAt.toISOString(),
  memberCount,
  deletion: org.deletionRequestedAt
    ? {
        requestedAt: org.deletionRequestedAt.toISOString(),
        purgeAt: purgeDateOf(org.deletionRequestedAt).toISOString(),
      }
    : null,
  abilities: organizationAbilities(actor),
});

const organizationAbilities = (actor: Actor): Organization['abilities'] => {
  const invite = hasPermission(actor.permissions, 'members:manage');
  return {
    update: hasPermission(actor.permissions, 'organization:manage'),
    delete: hasPermission(actor.permissions, 'organization:delete'),
    export: hasPermission(actor.permissions, 'organization:export'),
    invite,
    invitableRoles: invite ? invitableRoles(actor.role) : [],
  };
};

const ownersIn = (rows: readonly MemberRow[]) => rows.filter((r) => r.role === 'owner').length;

/**
 * The organisation's members with what the actor may do to each; the owner count (for the
 * last-owner rule) comes from the rows themselves, so the list is the whole organisation.
 */
export const presentMembers = (rows: readonly MemberRow[], actor: Actor): Member[] => {
  const owners = ownersIn(rows);
  return rows.map((row) => presentMember(row, actor, owners));
};

export const presentMember = (row: MemberRow, actor: Actor, ownerCount: number): Member => {
  const role = roleSchema.parse(row.role);
  return {
    userId: row.userId,
    email: row.email,
    name: row.name,
    // Only http(s) avatars are shown, as for the signed-in user (rows from before the rule).
    avatar: row.image && isHttpUrl(row.image) ? row.image : null,
    persona: personaSchema.catch('analyst').parse(row.persona),
    role,
    joinedAt: row.joinedAt.toISOString(),
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
    twoFactor: row.twoFactorEnabled,
    abilities: {
      ...memberAbilities(actor, { userId: row.userId, role }, ownerCount),
      resetTwoFactor:
        row.twoFactorEnabled &&
        row.userId !== actor.userId &&
        hasPermission(actor.permissions, 'security:manage'),
      signOut:
        row.userId !== actor.userId &&
        hasPermission(actor.permissions, 'members:manage') &&
        canManageMember(actor.role, role),
    },
  };
};

export const presentInvitation = (
  row: { invitation: InvitationRow; organizationName: string; inviterName: string },
  actor: Actor,
  acceptUrl: string | null = null,
): Invitation => {
  const { invitation } = row;
  const expired = invitation.status === 'pending' && invitation.expiresAt.getTime() < Date.now();
  return {
    id: invitation.id,
    email: invitation.email,
    role: roleSchema.parse(invitation.role),
    status: expired ? 'expired' : (invitation.status as Invitation['status']),
    invitedBy: row.inviterName,
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
    organizationName: row.organizationName,
    acceptUrl,
    // Only a pending invitation can be revoked (an expired one too: it is still pending).
    abilities: {
      revoke: invitation.status === 'pending' && hasPermission(actor.permissions, 'members:manage'),
    },
  };
};
