import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTrustGrant } from '@rampart/db';
import { buildApp } from '../app.ts';
import { recordingMailer, testConfig } from '../testing/app.ts';
import {
  callableRoutes,
  publicReason,
  routeName,
  routeTableApp,
  type RouteEntry,
} from '../testing/route-table.ts';
import { fuzzRequests, type FuzzRequest } from '../testing/route-table-fuzz.ts';
import { snapshotDiff, tenantWatch, type TenantSnapshot } from '../testing/route-table-snapshot.ts';
import { buildTenant, type Tenant } from '../testing/route-table-tenant.ts';
import { uniqueIp } from '../testing/factories.ts';
import { newLinkToken, TRUST_GRANT_COOKIE } from './trust-center/access/trust-links.ts';

/**
 * The fuzz suite, generated from the route table (docs/decisions/011): every route gets a valid
 * request, FUZZ_RUNS requests with fast-check values from its schemas salted with hostile
 * strings, numbers and shapes, and raw bodies of its kind, as the owner of a throwaway
 * organisation (public routes anonymously, a trust centre's as its approved visitor, the SCIM
 * service with the organisation's token). Never a 5xx; a refusal leaves every row of the
 * organisation as it was; the server still answers its health check.
 * Replay a failure with FUZZ_SEED=<seed printed in the failure>.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

const env = await routeTableApp();
const { app, database } = env;

// Reads first, then writes; deletions last, so the records stay for the routes before them.
const weight = (r: RouteEntry) =>
  r.method === 'DELETE' || /delete|sign-out/.test(r.url) ? 2 : r.method === 'GET' ? 0 : 1;
const routes = callableRoutes(env.routes)
  .map((route, index) => ({ route, index, name: routeName(route) }))
  .sort((a, b) => weight(a.route) - weight(b.route) || a.index - b.index);

/**
 * The trust centre's visitor forms take requests and subscriptions only where Rampart can mail
 * (a link confirms the address): they are sent to a second app over the same database with a
 * recording mailer, so their fields are read and checked. People are made by the first, where
 * sign-up needs no verification mail.
 */
const mailApp = await buildApp({
  config: testConfig({ DATA_DIR: env.dataDir }),
  database,
  mailer: recordingMailer(),
});

let tenant: Tenant;
let visitorCookie: string;
beforeAll(async () => {
  tenant = await buildTenant(app, 'Fuzz');
  // The trust centre's routes are sent as a visitor with a grant of their own: the fixture's is
  // the one the team's routes revoke, and approving its request again replaces it.
  const visitor = newLinkToken();
  await insertTrustGrant(database.db, {
    organizationId: tenant.owner.user.organizationId,
    requestId: tenant.ids.trustRequest,
    name: 'Fuzz visitor',
    email: 'fuzz-visitor@fuzz-customer.test',
    company: 'Fuzz customer',
    tokenHash: visitor.hash,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  visitorCookie = `${TRUST_GRANT_COOKIE}=${visitor.token}`;
  // A provisioned person for the SCIM user routes: their domain is verified here (no DNS runs).
  await database.raw(`update organization_domains set verified_at = now() where id = $1`, [
    tenant.ids.organizationDomain,
  ]);
  const [domain] = await database.raw<{ domain: string }>(
    `select domain from organization_domains where id = $1`,
    [tenant.ids.organizationDomain],
  );
  const pushed = await app.inject({
    method: 'POST',
    url: '/scim/v2/Users',
    headers: {
      authorization: `Bearer ${tenant.scimToken}`,
      'content-type': 'application/scim+json',
    },
    payload: JSON.stringify({ userName: `pat@${domain!.domain}` }),
  });
  if (pushed.statusCode !== 201) throw new Error(`SCIM user: ${pushed.body}`);
  tenant.ids.scimUser = pushed.json().id;
  // The member is the one whose role and membership the member routes change, not the owner.
  tenant.ids.owner = tenant.members.member.user.id;
});
afterAll(async () => {
  await mailApp.close();
  await env.close();
});

// Each request's snapshot reads the rows again only when their fingerprint moved.
let watch: (() => Promise<TenantSnapshot>) | undefined;
const snapshot = () =>
  (watch ??= tenantWatch(database, tenant.owner.user.organizationId, tenant.userIds))();

type Failure = { request: string; status: number; problem: string };

/**
 * Rows a refusal writes on purpose, and nothing else: decision 007 records every AI call, its
 * refusals (429) included, and a generation refused once started keeps its job, failed, whose
 * id the error names.
 */
const RECORDS_OF_REFUSAL: Record<string, (row: Record<string, unknown>) => boolean> = {
  ai_usage: (row) => row.outcome === 'error',
  jobs: (row) => row.status === 'failed',
};
const writesOfRefusal = (changed: ReturnType<typeof snapshotDiff>) =>
  Object.fromEntries(
    Object.entries(changed).filter(
      ([table, { removed, added }]) =>
        removed.length > 0 ||
        !added.every((row) => RECORDS_OF_REFUSAL[table]?.(row as Record<string, unknown>)),
    ),
  );

const send = async (route: RouteEntry, { options }: FuzzRequest) => {
  const anonymous = publicReason(route) !== null;
  // A trust centre's visitor holds a grant's cookie: without it the questionnaire upload is the
  // page's 404 before its body is read. No Origin header: the forms take the post as their own
  // page's, so their bodies are read too.
  const visitor = route.url.startsWith('/trust/');
  const res = await (visitor ? mailApp : app).inject({
    ...options,
    remoteAddress: uniqueIp(),
    headers: {
      ...(options.headers as Record<string, string> | undefined),
      ...(anonymous ? {} : { cookie: tenant.owner.cookie }),
      ...(visitor ? { cookie: visitorCookie } : {}),
      // The SCIM service's callers hold the organisation's token, not a session.
      ...(route.url.startsWith('/scim/v2') ? { authorization: `Bearer ${tenant.scimToken}` } : {}),
    },
  });
  // A rotation replaces the token the SCIM routes are called with.
  if (route.url === '/api/organizations/current/scim/token' && res.statusCode === 200) {
    tenant.scimToken = (res.json().data as { token: string }).token;
  }
  return res;
};

describe(`every route, fuzzed (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`, () => {
  it.each(routes)('$name', async ({ route, index }) => {
    const failures: Failure[] = [];
    // One snapshot per request: after a refusal the data must equal the one before it.
    let before = await snapshot();
    for (const req of fuzzRequests(route, tenant.ids, RUNS, SEED + index)) {
      const res = await send(route, req);
      const fail = (problem: string) =>
        failures.push({ request: req.label, status: res.statusCode, problem });
      if (res.statusCode >= 500) {
        const error = env.errors.get(String(res.headers['x-request-id']));
        // Drizzle wraps the driver's error: its cause says what PostgreSQL refused.
        const cause = (error?.cause as Error | undefined)?.message;
        fail(
          error
            ? `${error.message.slice(0, 120)}${cause ? ` <- ${cause}` : ''}`
            : res.body.slice(0, 300),
        );
      }
      // A stream opens with 200; a failure inside it comes as an error event.
      const streamed = res.statusCode === 200 && route.produces.includes('text/event-stream');
      if (streamed && res.body.includes('"INTERNAL_ERROR"'))
        fail(`stream error: ${res.body.slice(-300)}`);
      const after = await snapshot();
      if (res.statusCode >= 400 && res.statusCode < 500) {
        const changed = writesOfRefusal(snapshotDiff(before, after));
        if (Object.keys(changed).length > 0)
          fail(`refused but wrote: ${JSON.stringify(changed).slice(0, 500)}`);
      }
      before = after;
    }
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode, 'the server answers its health check').toBe(200);
    const signedIn = await app.inject({
      url: '/api/users/me',
      headers: { cookie: tenant.owner.cookie },
    });
    expect(signedIn.statusCode, 'the owner is still signed in').toBe(200);
    expect(failures, `${routeName(route)} with FUZZ_SEED=${SEED}`).toEqual([]);
  });
});
