import type { FastifyRequest } from 'fastify';
import { authHeaders } from '../../auth/auth-headers.ts';
import { loadCookiePrincipal } from '../../auth/session-principal.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SessionCache } from '../../auth/session-cache.ts';

/**
 * Ends the request's session, if any, and drops its user's cached sessions. Answers the
 * Set-Cookie headers that clear the cookie; with no session, signing out is still done.
 */
export const signOut = async ({
  request,
  auth,
  sessionCache,
}: {
  request: FastifyRequest;
  auth: Auth;
  sessionCache: SessionCache;
}): Promise<{ setCookies: string[] }> => {
  // Whose cached session to drop once it has ended: the cookie's (a bearer token, even a bad one,
  // is not what signing out ends).
  const principal = await loadCookiePrincipal(auth, request);
  let setCookies: string[] = [];
  try {
    const result = await auth.api.signOut({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    setCookies = result.headers.getSetCookie();
  } catch {
    // No session to end.
  }
  if (principal) await sessionCache.invalidateUser(principal.userId);
  return { setCookies };
};
