import type { FastifyRequest } from 'fastify';
import type { ConfirmPasswordBody } from '@rampart/contracts';
import {
  deletePasskey,
  findPasskey,
  lockUserFactors,
  organizationsRequiringTwoFactor,
  recordPersonAudit,
  syncSecondFactorFlag,
  type Db,
} from '@rampart/db';
import type { SessionPrincipal } from '../../auth/actor.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { AppError, notFound } from '../../errors.ts';
import { confirmPassword } from './password-again.ts';

/**
 * Removes one of the person's passkeys, after the password again. When it was their last second
 * factor and an organisation of theirs requires one, it stays: they add another factor first.
 */
export const removePasskey = async ({
  principal,
  passkeyId,
  input,
  request,
  auth,
  db,
  throttle,
  sessionCache,
}: {
  principal: SessionPrincipal;
  passkeyId: string;
  input: ConfirmPasswordBody;
  request: FastifyRequest;
  auth: Auth;
  db: Db;
  throttle: SignInThrottle;
  sessionCache: SessionCache;
}): Promise<void> => {
  // Someone else's passkey is not found, whatever password comes with it.
  if (!(await findPasskey(db, principal.userId, passkeyId))) throw notFound('Passkey');
  await confirmPassword(principal, request, throttle, auth, input.password);
  await db.transaction(async (tx) => {
    await lockUserFactors(tx, principal.userId);
    const row = await deletePasskey(tx, principal.userId, passkeyId);
    if (!row) throw notFound('Passkey');
    if (!(await syncSecondFactorFlag(tx, principal.userId))) {
      const requiredBy = await organizationsRequiringTwoFactor(tx, principal.userId);
      if (requiredBy.length > 0) {
        throw new AppError(
          'CONFLICT',
          `${requiredBy.join(', ')} requires two-factor authentication: add an authenticator app or another passkey before removing your last one.`,
        );
      }
    }
    await recordPersonAudit(tx, {
      userId: principal.userId,
      actorId: principal.userId,
      action: 'user.passkey_removed',
      after: { passkeyId: row.id, name: row.name },
      requestId: String(request.id),
    });
  });
  await sessionCache.invalidateUser(principal.userId);
};
