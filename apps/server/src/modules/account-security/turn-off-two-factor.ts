import type { FastifyRequest } from 'fastify';
import type { ConfirmPasswordBody } from '@rampart/contracts';
import {
  countPasskeys,
  findTwoFactor,
  organizationsRequiringTwoFactor,
  recordPersonAudit,
  syncSecondFactorFlag,
  type Db,
} from '@rampart/db';
import { authHeaders } from '../../auth/auth-headers.ts';
import type { SessionPrincipal } from '../../auth/actor.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { AppError } from '../../errors.ts';
import { withPasswordAgain } from './password-again.ts';

/**
 * Removes the authenticator app and its backup codes, unless an organisation of the person
 * requires a second factor and the app is their only one (passkeys count). The plugin replaces
 * the session with a new one.
 */
export const turnOffTwoFactor = async ({
  principal,
  input,
  request,
  auth,
  db,
  throttle,
  sessionCache,
  sendCookies,
}: {
  principal: SessionPrincipal;
  input: ConfirmPasswordBody;
  request: FastifyRequest;
  auth: Auth;
  db: Db;
  throttle: SignInThrottle;
  sessionCache: SessionCache;
  sendCookies: (cookies: string[]) => void;
}): Promise<void> => {
  if (!(await findTwoFactor(db, principal.userId))) {
    throw new AppError('CONFLICT', 'Two-factor authentication is already off.');
  }
  const requiredBy = await organizationsRequiringTwoFactor(db, principal.userId);
  if (requiredBy.length > 0 && (await countPasskeys(db, principal.userId)) === 0) {
    throw new AppError(
      'CONFLICT',
      `${requiredBy.join(', ')} requires two-factor authentication, so it stays on.`,
    );
  }
  const result = await withPasswordAgain(principal, request, throttle, () =>
    auth.api.disableTwoFactor({
      body: { password: input.password },
      headers: authHeaders(request),
      returnHeaders: true,
    }),
  );
  sendCookies(result.headers.getSetCookie());
  // The plugin clears the flag; passkeys the person keeps are still a second factor.
  await syncSecondFactorFlag(db, principal.userId);
  await recordPersonAudit(db, {
    userId: principal.userId,
    actorId: principal.userId,
    action: 'user.two_factor_disabled',
    requestId: String(request.id),
  });
  await sessionCache.invalidateUser(principal.userId);
};
