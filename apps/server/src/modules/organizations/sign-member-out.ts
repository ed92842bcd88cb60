import { roleSchema } from '@rampart/contracts';
import { canManageMember } from '@rampart/domain';
import {
  deleteSessions,
  findMembership,
  recordAudit,
  revokePersonalApiTokens,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';

/**
 * An owner or admin signs a member out everywhere (a stolen laptop, a leaver whose account stays
 * for the record): every session ends, here and in every process, with its sockets. Admins may
 * not do it to owners; one's own sessions are ended in Profile → Sessions.
 */
export const signMemberOut = async ({
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
  if (userId === actor.userId) {
    throw new AppError('CONFLICT', 'End your own sessions in Profile → Sessions.');
  }
  await db.transaction(async (tx) => {
    const membership = await findMembership(tx, actor.organizationId, userId);
    if (!membership) throw notFound('Member');
    if (!canManageMember(actor.role, roleSchema.parse(membership.role))) throw forbidden();
    await deleteSessions(tx, userId);
    // Everywhere includes the scripts acting as them here.
    await revokePersonalApiTokens(tx, actor.organizationId, userId, actor.userId);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'member.signed_out',
      entityType: 'member',
      entityId: userId,
      requestId: actor.requestId,
    });
  });
  await sessionCache.invalidateUser(userId);
};
