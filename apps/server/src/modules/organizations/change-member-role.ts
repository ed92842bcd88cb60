import type { Member, Role } from '@rampart/contracts';
import { roleSchema } from '@rampart/contracts';
import { canAssignRole, canManageMember } from '@rampart/domain';
import {
  countOwners,
  findMembership,
  listMembers,
  lockOrganization,
  recordAudit,
  updateMembershipRole,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { presentMember } from './organization.presenter.ts';

export const changeMemberRole = async ({
  actor,
  userId,
  role,
  db,
}: {
  actor: Actor;
  userId: string;
  role: Role;
  db: Db;
}): Promise<Member> =>
  db.transaction(async (tx) => {
    await lockOrganization(tx, actor.organizationId);
    const membership = await findMembership(tx, actor.organizationId, userId);
    if (!membership) throw notFound('Member');
    const current = roleSchema.parse(membership.role);
    if (!canManageMember(actor.role, current) || !canAssignRole(actor.role, role)) {
      throw forbidden();
    }
    if (
      current === 'owner' &&
      role !== 'owner' &&
      (await countOwners(tx, actor.organizationId)) <= 1
    ) {
      throw new AppError('CONFLICT', 'An organisation needs at least one owner.');
    }
    await updateMembershipRole(tx, actor.organizationId, userId, role);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'member.role_changed',
      entityType: 'member',
      entityId: userId,
      before: { role: current },
      after: { role },
      requestId: actor.requestId,
    });
    const member = (await listMembers(tx, actor.organizationId)).find((m) => m.userId === userId);
    if (!member) throw notFound('Member');
    return presentMember(member);
  });
