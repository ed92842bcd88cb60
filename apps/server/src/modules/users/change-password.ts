import type { ChangePasswordBody } from '@rampart/contracts';
import {
  deleteOtherSessions,
  findCredential,
  recordAudit,
  setCredentialPassword,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { invalid } from '../../errors.ts';

/**
 * Checks the current password with better-auth's hasher, stores the new hash, ends the user's
 * other sessions and records the change, all in one transaction. Wrong current passwords count
 * against the sign-in throttle (same account and address), so a stolen session cannot be used
 * to guess the password at leisure.
 */
export const changePassword = async ({
  actor,
  input,
  db,
  auth,
  throttle,
  ip,
  sessionCache,
}: {
  actor: Actor;
  input: ChangePasswordBody;
  db: Db;
  auth: Auth;
  throttle: SignInThrottle;
  ip: string;
  sessionCache: SessionCache;
}): Promise<void> => {
  // Counted before the check, so parallel guesses cannot run past the limit.
  await throttle.admit(actor.email, ip);
  const { password } = await auth.$context;
  const credential = await findCredential(db, actor.userId);
  const ok = credential?.password
    ? await password.verify({ hash: credential.password, password: input.currentPassword })
    : false;
  if (!ok) {
    throw invalid('currentPassword', 'Current password is incorrect');
  }
  await throttle.succeeded(actor.email, ip);
  if (input.currentPassword === input.newPassword) {
    throw invalid('newPassword', 'New password must differ from the current one');
  }
  const hash = await password.hash(input.newPassword);
  await db.transaction(async (tx) => {
    await setCredentialPassword(tx, actor.userId, hash);
    await deleteOtherSessions(tx, actor.userId, actor.sessionToken);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'user.password_changed',
      entityType: 'user',
      entityId: actor.userId,
      requestId: actor.requestId,
    });
  });
  // The ended sessions' cookies must be refused at once, here and in every other process.
  await sessionCache.invalidateUser(actor.userId);
};
