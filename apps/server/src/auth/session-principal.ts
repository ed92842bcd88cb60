import type { FastifyRequest } from 'fastify';
import { authHeaders } from './auth-headers.ts';
import type { SessionPrincipal } from './actor.ts';
import type { Auth } from './better-auth.ts';

const cookieNames = new WeakMap<Auth, Promise<string>>();
const sessionCookieName = (auth: Auth): Promise<string> => {
  let name = cookieNames.get(auth);
  if (!name) {
    name = auth.$context.then((context) => context.authCookies.sessionToken.name);
    cookieNames.set(auth, name);
  }
  return name;
};

/**
 * The session behind the cookie alone, whatever else the request carries (what signing out ends,
 * and what a share link that asks for sign-in wants: a person, never a script's token): from the
 * process's session cache when the same signed cookie was verified lately, else through
 * better-auth (which checks the signature and the session row).
 */
export const loadCookiePrincipal = async (
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionPrincipal | null> => {
  // A request a token already answered for has no person behind it here.
  if (request.apiToken) return null;
  if (request.principal) return request.principal;
  const cache = request.server.sessionCache;
  // The whole signed value is the key: a cookie with another signature never matches.
  const cookie = cache ? request.cookies?.[await sessionCookieName(auth)] : undefined;
  if (cache && cookie) {
    const hit = cache.principal(cookie);
    if (hit) return (request.principal = hit);
  }
  const generation = cache?.generation ?? 0;
  const result = await auth.api.getSession({ headers: authHeaders(request) });
  if (!result) return null;
  request.principal = {
    userId: result.user.id,
    email: result.user.email,
    name: result.user.name,
    sessionToken: result.session.token,
    expiresAt: new Date(result.session.expiresAt),
    signedInAt: new Date(result.session.createdAt),
  };
  if (cache && cookie) cache.rememberPrincipal(cookie, request.principal, generation);
  return request.principal;
};
