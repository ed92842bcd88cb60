import type { FastifyRequest } from 'fastify';
import type { ConfirmPasswordBody } from '@rampart/contracts';
import {
  findTwoFactor,
  lockUserFactors,
  organizationsRequiringTwoFactor,
  recordPersonAudit,
  removeTwoFactorApp,
  syncSecondFactorFlag,
  type Db,
} from '@rampart/db';
import type { SessionPrincipal } from '../../auth/actor.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { AppError } from '../../errors.ts';
import { confirmPassword } from './password-again.ts';

const alreadyOff = () => new AppError('CONFLICT', 'Two-factor authentication is already off.');

/**
 * Removes the authenticator app and its backup codes, after the password again, unless an
 * organisation of the person requires a second factor and the app is their only one (passkeys
 * count). One transaction, under the lock on the person's factors: the app goes, the "has a
 * second factor" flag follows what is left, and the audit records it, or nothing changes.
 */
export const turnOffTwoFactor = async ({
  principal,
  input,
  request,
  auth,
  db,
  throttle,
  sessionCache,
}: {
  principal: SessionPrincipal;
  input: ConfirmPasswordBody;
  request: FastifyRequest;
  auth: Auth;
  db: Db;
  throttle: SignInThrottle;
  sessionCache: SessionCache;
}): Promise<void> => {
  const { userId } = principal;
  if (!(await findTwoFactor(db, userId))) throw alreadyOff();
  await confirmPassword(principal, request, throttle, auth, input.password);
  await db.transaction(async (tx) => {
    await lockUserFactors(tx, userId);
    if (!(await removeTwoFactorApp(tx, userId))) throw alreadyOff();
    if (!(await syncSecondFactorFlag(tx, userId))) {
      const requiredBy = await organizationsRequiringTwoFactor(tx, userId);
      if (requiredBy.length > 0) {
        throw new AppError(
          'CONFLICT',
          `${requiredBy.join(', ')} requires two-factor authentication, so it stays on.`,
        );
      }
    }
    await recordPersonAudit(tx, {
      userId,
      actorId: userId,
      action: 'user.two_factor_disabled',
      requestId: String(request.id),
    });
  });
  await sessionCache.invalidateUser(userId);
};
