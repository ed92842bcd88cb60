import { roleSchema } from '@rampart/contracts';
import { removalRefusal } from '@rampart/domain';
import {
  countOwners,
  deleteMembership,
  findMembership,
  lockOrganization,
  recordAudit,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { endTokensOf } from '../api-tokens/end-tokens-of.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';

/** Removes a member (or lets a member leave); the last owner cannot go. */
export const removeMember = async ({
  actor,
  userId,
  db,
  sessionCache,
}: {
  actor: Actor;
  userId: string;
  db: Db;
  sessionCache: SessionCache;
}): Promise<void> => {
  await db.transaction(async (tx) => {
    await lockOrganization(tx, actor.organizationId);
    const membership = await findMembership(tx, actor.organizationId, userId);
    if (!membership) throw notFound('Member');
    const role = roleSchema.parse(membership.role);
    // The rule the member rows' abilities report (packages/domain member-policy).
    const refusal = removalRefusal(
      actor,
      { userId, role },
      await countOwners(tx, actor.organizationId),
    );
    if (refusal === 'forbidden') throw forbidden();
    if (refusal === 'last-owner') {
      throw new AppError('CONFLICT', 'An organisation needs at least one owner.');
    }
    await deleteMembership(tx, actor.organizationId, userId);
    // Their tokens here end with the membership.
    await endTokensOf(tx, {
      organizationId: actor.organizationId,
      userId,
      role: null,
      by: actor.userId,
    });
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
  // A removed member is refused on their next request, in every process.
  await sessionCache.invalidateUser(userId);
};
