import type { Invitation, Member } from '@rampart/contracts';
import { personaSchema, roleSchema } from '@rampart/contracts';
import type { InvitationRow, listMembers } from '@rampart/db';

type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

export const presentMember = (row: MemberRow): Member => ({
  userId: row.userId,
  email: row.email,
  name: row.name,
  avatar: row.image,
  persona: personaSchema.catch('analyst').parse(row.persona),
  role: roleSchema.parse(row.role),
  joinedAt: row.joinedAt.toISOString(),
  lastLogin: row.lastLoginAt?.toISOString() ?? null,
});

export const presentInvitation = (
  row: { invitation: InvitationRow; organizationName: string; inviterName: string },
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
  };
};
