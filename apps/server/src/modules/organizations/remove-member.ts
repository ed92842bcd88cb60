import { roleSchema } from '@rampart/contracts';
import { canManageMember } from '@rampart/domain';
import {
  countOwners,
  deleteMembership,
  findMembership,
  lockOrganization,
  recordAudit,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';

/** Removes a member (or lets a member leave); the last owner cannot go. */
export const removeMember = async ({
  actor,
  userId,
  db,
}: {
  actor: Actor;
  userId: string;
  db: Db;
}): Promise<void> =>
  db.transaction(async (tx) => {
    await lockOrganization(tx, actor.organizationId);
    const membership = await findMembership(tx, actor.organizationId, userId);
    if (!membership) throw notFound('Member');
    const role = roleSchema.parse(membership.role);
    const leaving = userId === actor.userId;
    if (!leaving && !canManageMember(actor.role, role)) throw forbidden();
    if (role === 'owner' && (await countOwners(tx, actor.organizationId)) <= 1) {
      throw new AppError('CONFLICT', 'An organisation needs at least one owner.');
    }
    await deleteMembership(tx, actor.organizationId, userId);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'member.removed',
      entityType: 'member',
      entityId: userId,
      before: { role },
      requestId: actor.requestId,
    });
  });
