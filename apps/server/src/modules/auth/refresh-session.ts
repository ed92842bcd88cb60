import type { FastifyRequest } from 'fastify';
import { authHeaders } from '../../auth/auth-headers.ts';
import type { SessionUser } from '@rampart/contracts';
import type { Db } from '@rampart/db';
import type { Auth } from '../../auth/better-auth.ts';
import { unauthenticated } from '../../errors.ts';
import { sessionUserFor } from './session-user-for.ts';

/**
 * Renews the request's session through better-auth (which may roll its expiry) and answers the
 * session user and the new expiry. The Set-Cookie headers go to `sendCookies` before the session
 * user is loaded, so a renewed cookie reaches the client even when that is refused.
 */
export const refreshSession = async ({
  request,
  auth,
  db,
  sendCookies,
}: {
  request: FastifyRequest;
  auth: Auth;
  db: Db;
  sendCookies: (cookies: string[]) => void;
}): Promise<{ user: SessionUser; expiresAt: string }> => {
  const result = await auth.api.getSession({
    headers: authHeaders(request),
    returnHeaders: true,
  });
  if (!result.response) throw unauthenticated();
  sendCookies(result.headers.getSetCookie());
  const { user, session } = result.response;
  return {
    user: await sessionUserFor(db, request, user.id),
    expiresAt: new Date(session.expiresAt).toISOString(),
  };
};
