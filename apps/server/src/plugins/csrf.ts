import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/**
 * The path the router resolved, not the URL as spelled: `/%61pi/risks` reaches `/api/risks`, so a
 * prefix test on `request.url` would let it through. Routing happens before `onRequest`, so the
 * matched route is known here, before any body (JSON or multipart) is read.
 */
const matchedPath = (request: FastifyRequest): string => {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  // No route matched (a 404 follows): judge the decoded path, to stay on the safe side.
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/**
 * Cross-site request protection for cookie-authenticated mutations. Browsers send Origin on
 * every cross-origin POST/PUT/PATCH/DELETE; a mutation whose Origin is not ours (or whose
 * Sec-Fetch-Site says cross-site) is refused. The session cookie is also SameSite=Lax and
 * bodies must be JSON, which a plain HTML form cannot send.
 */
export const registerCsrfProtection = (app: FastifyInstance, trustedOrigins: string[]): void => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !matchedPath(request).startsWith('/api/')) return;
    // A route whose proof is in its body, never a cookie (a SAML provider's signed response,
    // posted by the provider's page): cross-site by nature.
    if ((request.routeOptions.config as { crossSite?: boolean } | undefined)?.crossSite) return;
    if (isCrossSite(request, trustedOrigins)) {
      throw new AppError('CSRF_REJECTED', 'Cross-site request refused.');
    }
  });
};

/**
 * Whether a request comes from another site's page: its Origin is neither ours nor trusted, or,
 * without an Origin, its Sec-Fetch-Site says cross-site. Also what the trust centre's own forms
 * check, outside /api/.
 */
export const isCrossSite = (request: FastifyRequest, trustedOrigins: string[]): boolean => {
  const origin = request.headers.origin;
  if (origin) return origin !== requestOrigin(request) && !trustedOrigins.includes(origin);
  return request.headers['sec-fetch-site'] === 'cross-site';
};
