import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../app.ts';
import { routeEntries, type RouteEntry } from '../platform/routes/route-entries.ts';
import { testConfig } from './app.ts';

export type { RouteEntry };

/**
 * Routes that answer without a session, each with the reason. Every other route must carry
 * requireSession or requireActor: the route-table suite fails on a route that has neither.
 * A trailing `*` matches a prefix.
 */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'Load balancers and monitors probe it without an account.',
  'GET /api/health/live':
    'Orchestrators probe whether the process answers, without an account; it says only "alive".',
  'GET /api/health/ready':
    'Load balancers probe whether to send this process traffic, without an account; it says which dependency failed, never any data.',
  'GET /api/metrics':
    'Prometheus scrapes it with the METRICS_TOKEN bearer token, never a session (compared in constant time; 404 while the setting is unset, 401 without the token: metrics.test.ts).',
  'GET /api/config': 'The sign-in page reads whether sign-up or verification comes first.',
  'GET /api/openapi.json': 'The API description is public documentation, no data.',
  'GET /api/docs*': 'The API reference pages (Swagger UI) are public documentation, no data.',
  'POST /api/auth/register': 'Creating an account is what a caller without one does.',
  'POST /api/auth/sign-in': 'Signing in is how a caller gets a session.',
  'POST /api/auth/second-factor':
    'The second step of a sign-in has no session yet; the signed challenge cookie the password step set is the proof, and codes are limited per challenge and per account.',
  'POST /api/auth/passkey/options':
    'A passkey sign-in starts before any session; the options hold a signed challenge and nothing is stored (the second step also needs the password step’s challenge cookie).',
  'POST /api/auth/sso/discover':
    'The sign-in page asks how an email signs in before anyone is signed in; the answer depends on the email’s domain only (never on whether an account exists) and changes nothing.',
  'POST /api/auth/sso/start':
    'Single sign-on starts before any session; it stores a state for the provider’s answer, tied to this browser by a cookie, and is rate-limited per address.',
  'GET /api/auth/sso/callback':
    'The identity provider sends the browser back here; the state (spent once, tied to the browser that started), PKCE and the provider’s signed ID token are the proof.',
  'GET /api/auth/sso/saml/:organizationId/metadata':
    'A SAML identity provider reads the service provider metadata of an organisation without a session; it holds only Rampart’s public URLs for that organisation.',
  'POST /api/auth/sso/saml/:organizationId/acs':
    'The identity provider’s page posts its signed response here (cross-site, without cookies); the signature, audience, recipient, destination, validity and the request it answers are the proof, and each assertion is accepted once.',
  'GET /api/auth/sso/saml/finish':
    'The browser comes back from the ACS with a one-time token; only the browser that started the sign-in (its cookie) finishes it.',
  'POST /api/auth/passkey':
    'Signing in with a passkey is how a caller gets a session; the signature over a challenge issued here is the proof, each challenge is accepted once and failures are throttled.',
  'GET /scim/v2*':
    'The SCIM service is called by the organisation’s identity provider with its SCIM bearer token, never a session; the token names the organisation, and scim.test.ts runs every SCIM route without a token, with a made-up, a rotated and another organisation’s token.',
  'POST /scim/v2*':
    'The SCIM service is called by the organisation’s identity provider with its SCIM bearer token, never a session; the token names the organisation, and scim.test.ts runs every SCIM route without a token, with a made-up, a rotated and another organisation’s token.',
  'PUT /scim/v2*':
    'The SCIM service is called by the organisation’s identity provider with its SCIM bearer token, never a session; the token names the organisation, and scim.test.ts runs every SCIM route without a token, with a made-up, a rotated and another organisation’s token.',
  'PATCH /scim/v2*':
    'The SCIM service is called by the organisation’s identity provider with its SCIM bearer token, never a session; the token names the organisation, and scim.test.ts runs every SCIM route without a token, with a made-up, a rotated and another organisation’s token.',
  'DELETE /scim/v2*':
    'The SCIM service is called by the organisation’s identity provider with its SCIM bearer token, never a session; the token names the organisation, and scim.test.ts runs every SCIM route without a token, with a made-up, a rotated and another organisation’s token.',
  'GET /.well-known/oauth-protected-resource*':
    'OAuth discovery (RFC 9728): where the MCP endpoint’s tokens come from; the same public document for everyone.',
  'GET /.well-known/oauth-authorization-server':
    'OAuth discovery (RFC 8414): Rampart’s authorization endpoints; the same public document for everyone.',
  'GET /trust/*':
    'A trust centre is the organisation’s public security page (issue 24): it shows only published items whose records stand, of the organisation whose address it is, and the same 404 for a page that is off or absent; drafts only to a signed-in member who may read them (trust-center.test.ts); a restricted file only under a live grant of that organisation, whose mailed link or cookie is the proof (trust-access.test.ts); an answered questionnaire only to the visitor who sent it, under a live grant (trust-questionnaires.test.ts); a framework’s requirement statuses only as frozen in a published snapshot, the logo, and the pages of a subscription link, which change nothing on a GET (trust-feed.test.ts). Rate-limited per address.',
  'POST /trust/*':
    'A trust centre’s visitor forms (issue 24 point 4): asking for restricted files, confirming the address and accepting the NDA by the mailed link (its token is the proof), signing out of a grant, and sending a questionnaire under a live grant (trust-questionnaires.test.ts); subscribing to updates (double opt-in: the mailed link’s token is the proof) and unsubscribing (the link’s HMAC is the proof, so mail providers may post it cross-site, RFC 8058) (trust-feed.test.ts). No session; same-site forms only, rate-limited per address, and the answer to a request never tells whether an address is known (trust-access.test.ts).',
  'POST /api/oauth/token':
    'An OAuth client exchanges a code (with its PKCE verifier) or a refresh token; those are the proof, never a cookie. oauth.test.ts tries spent codes, wrong verifiers and turned refresh tokens; calls are rate-limited per address.',
  'POST /api/oauth/revoke':
    'An OAuth client ends its own token (RFC 7009); the token is the proof, and the answer is the same whether it existed or not.',
  'POST /api/auth/sign-out': 'Ends the session of the cookie if there is one; nothing without.',
  'POST /api/auth/refresh': 'Reads the session cookie itself and answers 401 without one.',
  'GET /api/auth/verify-email': 'The link in the verification email; the token is the proof.',
  'GET /api/invitations/:token':
    'The invitation page shows whom an invitation is from before the invitee has an account; the token is the proof.',
  'GET /api/shared-links/:token':
    'A share link’s page shows the link’s name and what it asks for before it opens; the token is the proof.',
  'POST /api/shared-links/:token/open':
    'Share links open without an account (one that asks for sign-in checks the session itself); the token and its password are the proof.',
  'GET /api/shared-links/:token/comments':
    'A share link’s holder reads its comments with the signed pass opening it gave (x-share-grant), not a session.',
  'POST /api/shared-links/:token/comments':
    'Comment and edit links let their holder comment without an account, under the name the pass carries; the pass is the proof.',
  'GET /api/shared-links/:token/questionnaire':
    'A share link’s holder reads the questionnaire with the signed pass opening it gave (x-share-grant), not a session.',
  // A questionnaire sent to a vendor or any email (issue 12 point 5): the recipient has no account.
  'GET /api/respond/:token':
    'A questionnaire sent to a recipient opens without an account; the link’s secret is the proof, calls are rate limited.',
  'PUT /api/respond/:token/answers':
    'The recipient saves answers without an account; the link’s secret is the proof, calls are rate limited.',
  'POST /api/respond/:token/files':
    'The recipient uploads a file answer without an account; the link’s secret is the proof, uploads are rate limited.',
  'POST /api/respond/:token/notes':
    'The recipient comments on a question without an account; the link’s secret is the proof, calls are rate limited.',
  'POST /api/respond/:token/submit':
    'The recipient submits without an account; the link’s secret is the proof, calls are rate limited.',
};

const matchesPublic = (pattern: string, key: string) =>
  pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : pattern === key;

/** The reason a route is public, or null when it is not listed. */
export const publicReason = (route: Pick<RouteEntry, 'method' | 'url'>): string | null => {
  const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
  const hit = Object.entries(PUBLIC_ROUTES).find(([pattern]) => matchesPublic(pattern, key));
  return hit ? hit[1] : null;
};

export const isPublicPatternUsed = (pattern: string, routes: RouteEntry[]) =>
  routes.some((r) => matchesPublic(pattern, `${r.method} ${r.url}`));

export type RouteTableApp = {
  app: FastifyInstance;
  database: Database;
  /** Every route, HEAD included, in registration order. */
  routes: RouteEntry[];
  /** The error a request failed with, by request id (the x-request-id of the response). */
  errors: Map<string, Error>;
  /** The app's data folder (evidence files), for a second app over the same data. */
  dataDir: string;
  close(): Promise<void>;
};

/**
 * The app with its route table, over the worker's database. Evidence goes to a temporary
 * folder so uploads and downloads work.
 */
export const routeTableApp = async (): Promise<RouteTableApp> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'rampart-route-table-'));
  const database = await testDatabase();
  const routes: RouteEntry[] = [];
  const errors = new Map<string, Error>();
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir }),
    database,
    mailer: null,
    onRoute: (route) => {
      routes.push(...routeEntries(route));
      // The log is silent in tests: keep each failure's error so a 5xx can name its cause.
      route.onError = [
        ...[route.onError ?? []].flat(),
        async (request, _reply, error) => {
          errors.set(String(request.id), error);
        },
      ];
    },
  });
  await app.ready();
  return {
    app,
    database,
    routes,
    errors,
    dataDir,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * The routes the suites call: HEAD routes are Fastify's copies of the GET beside them (same
 * preHandler, same handler) and are left out.
 */
export const callableRoutes = (routes: RouteEntry[]) => routes.filter((r) => r.method !== 'HEAD');

export const routeName = (r: Pick<RouteEntry, 'method' | 'url'>) => `${r.method} ${r.url}`;
