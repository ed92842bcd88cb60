import type { FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import type { ConfirmTwoFactorBody } from '@rampart/contracts';
import { recordPersonAudit, type Db } from '@rampart/db';
import { authHeaders } from '../../auth/auth-headers.ts';
import type { SessionPrincipal } from '../../auth/actor.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import { AppError, invalid } from '../../errors.ts';

/**
 * Confirms the app with its first code: from then on every sign-in asks for a code. The plugin
 * replaces the session with a new one (its cookie goes to `sendCookies`); the old one is gone
 * here and, through the session cache, in every process.
 */
export const confirmTwoFactor = async ({
  principal,
  input,
  request,
  auth,
  db,
  sessionCache,
  sendCookies,
}: {
  principal: SessionPrincipal;
  input: ConfirmTwoFactorBody;
  request: FastifyRequest;
  auth: Auth;
  db: Db;
  sessionCache: SessionCache;
  sendCookies: (cookies: string[]) => void;
}): Promise<void> => {
  try {
    const result = await auth.api.verifyTOTP({
      body: { code: input.code },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    sendCookies(result.headers.getSetCookie());
  } catch (e) {
    if (!(e instanceof APIError)) throw e;
    if (e.body?.code === 'INVALID_CODE') {
      throw invalid('code', 'That code is not right. Enter the code your app shows now.');
    }
    if (e.body?.code === 'TOTP_NOT_ENABLED') {
      throw new AppError('CONFLICT', 'Start setting up an authenticator app first.');
    }
    throw e;
  }
  await recordPersonAudit(db, {
    userId: principal.userId,
    actorId: principal.userId,
    action: 'user.two_factor_enabled',
    after: { method: 'authenticator app' },
    requestId: String(request.id),
  });
  await sessionCache.invalidateUser(principal.userId);
};
