import {
  deleteSessions,
  findMembership,
  findUserById,
  lockUserFactors,
  recordAudit,
  removeSecondFactors,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { AppError, notFound } from '../../errors.ts';

/**
 * An owner resets another member's second factors (a lost phone): the app, backup codes and
 * passkeys go, the member's sessions end, and they are told by mail. If the organisation requires
 * two-factor they set up a new factor at their next sign-in. One's own factors are changed in
 * Profile.
 */
export const resetMemberTwoFactor = async ({
  actor,
  userId,
  db,
  mailer,
  sessionCache,
}: {
  actor: Actor;
  userId: string;
  db: Db;
  mailer: Mailer | null;
  sessionCache: SessionCache;
}): Promise<void> => {
  if (userId === actor.userId) {
    throw new AppError('CONFLICT', 'Change your own two-factor authentication in your profile.');
  }
  const member = await db.transaction(async (tx) => {
    if (!(await findMembership(tx, actor.organizationId, userId))) throw notFound('Member');
    const user = await findUserById(tx, userId);
    if (!user) throw notFound('Member');
    if (!user.twoFactorEnabled) {
      throw new AppError('CONFLICT', `${user.name} has no two-factor authentication to reset.`);
    }
    await lockUserFactors(tx, userId);
    await removeSecondFactors(tx, userId);
    await deleteSessions(tx, userId);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'member.two_factor_reset',
      entityType: 'member',
      entityId: userId,
      requestId: actor.requestId,
    });
    return user;
  });
  await sessionCache.invalidateUser(userId);
  if (mailer) {
    await mailer.send({
      to: member.email,
      subject: 'Your two-factor authentication for Rampart was reset',
      text: `Hello ${member.name},\n\n${actor.name} (${actor.email}) reset the two-factor authentication of your Rampart account (authenticator app, backup codes and passkeys), and you were signed out everywhere. Sign in with your password, then set up an authenticator app or a passkey again in your profile.\n\nIf you did not ask for this, tell your organisation's owners at once.`,
    });
  }
};
