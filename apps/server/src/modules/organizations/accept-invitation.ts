import type { SessionUser } from '@rampart/contracts';
import type { Db } from '@rampart/db';
import type { SessionCache } from '../../auth/session-cache.ts';
import { loadSessionUser } from '../users/session-user.ts';
import { claimInvitation } from './claim-invitation.ts';

/**
 * A signed-in person accepts an invitation: the membership is made in one transaction, then
 * the answer is their session in the organisation they joined.
 */
export const acceptInvitation = async ({
  db,
  principal,
  token,
  requestId,
  sessionCache,
}: {
  db: Db;
  principal: { userId: string; email: string };
  token: string;
  requestId: string;
  sessionCache: SessionCache;
}): Promise<SessionUser> => {
  const { organizationId } = await db.transaction((tx) =>
    claimInvitation(tx, { token, userId: principal.userId, email: principal.email, requestId }),
  );
  // Joining makes the new organisation the default one: drop the cached membership.
  await sessionCache.invalidateUser(principal.userId);
  return loadSessionUser(db, principal.userId, organizationId);
};
