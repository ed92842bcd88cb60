import type { Member, Role } from '@rampart/contracts';
import { roleSchema } from '@rampart/contracts';
import { roleChangeRefusal } from '@rampart/domain';
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
import { endTokensOf } from '../api-tokens/end-tokens-of.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { presentMembers } from './organization.presenter.ts';

export const changeMemberRole = async ({
  actor,
  userId,
  role,
  db,
  sessionCache,
}: {
  actor: Actor;
  userId: string;
  role: Role;
  db: Db;
  sessionCache: SessionCache;
}): Promise<Member> => {
  const member = await db.transaction(async (tx) => {
    await lockOrganization(tx, actor.organizationId);
    const membership = await findMembership(tx, actor.organizationId, userId);
    if (!membership) throw notFound('Member');
    const current = roleSchema.parse(membership.role);
    // The rule the member rows' abilities report (packages/domain member-policy).
    const refusal = roleChangeRefusal(
      actor,
      { userId, role: current },
      role,
      await countOwners(tx, actor.organizationId),
    );
    if (refusal === 'forbidden') throw forbidden();
    if (refusal === 'last-owner') {
      throw new AppError('CONFLICT', 'An organisation needs at least one owner.');
    }
    await updateMembershipRole(tx, actor.organizationId, userId, role);
    await endTokensOf(tx, { organizationId: actor.organizationId, userId, role, by: actor.userId });
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
    // Abilities as the actor stands now: someone who changed their own role sees the new one's.
    const now = userId === actor.userId ? { ...actor, role } : actor;
    const members = presentMembers(await listMembers(tx, actor.organizationId), now);
    const member = members.find((m) => m.userId === userId);
    if (!member) throw notFound('Member');
    return member;
  });
  // The new role applies from the member's next request, in every process.
  await sessionCache.invalidateUser(userId);
  return member;
};
