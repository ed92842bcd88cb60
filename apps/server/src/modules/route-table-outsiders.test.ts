import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { API_TOKEN_SCOPES, MESSAGES, ROLES, type Role } from '@rampart/contracts';
import { hasAnyPermission, permissionsForRole, scopePermissions } from '@rampart/domain';
import { insertTrustGrant, insertTrustRequest, schema } from '@rampart/db';
import {
  callableRoutes,
  isPublicPatternUsed,
  PUBLIC_ROUTES,
  publicReason,
  routeName,
  routeTableApp,
  type RouteEntry,
} from '../testing/route-table.ts';
import { validRequest } from '../testing/route-table-request.ts';
import { snapshotDiff, tenantWatch, type TenantSnapshot } from '../testing/route-table-snapshot.ts';
import { paramSources } from '../testing/route-table-params.ts';
import { buildTenant, type Tenant } from '../testing/route-table-tenant.ts';
import { TEST_ORIGIN } from '../testing/app.ts';
import { buildOrg, uniqueIp, type SignedIn } from '../testing/factories.ts';
import { newLinkToken } from './trust-center/access/trust-links.ts';

/**
 * The outsider matrix, generated from the route table (docs/decisions/011): every guarded route
 * is called as an anonymous caller, as a member of another organisation (with and without our
 * organisation in the header), as every role of ours without the route's permission, and with
 * API tokens: revoked or expired (401), another organisation's (not found, or refused), and ours
 * without the route's scope (403); each is refused, and every row of our organisation is as it
 * was. A new route is covered here without a test of its own.
 */
const env = await routeTableApp();
const { app, database } = env;
const routes = callableRoutes(env.routes);
const guarded = routes.filter((r) => r.guard);

const VICTIM = 'Victim';
let victim: Tenant;
let stranger: SignedIn;
/** Tokens: the victim owner's revoked and expired ones, and the stranger's with every scope. */
const tokens = { revoked: '', expired: '', stranger: '', readOnly: '' };

/** A personal token of `who` with these scopes, through the API as a person makes one. */
const personalToken = async (who: SignedIn, scopes: readonly string[]) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/api-tokens',
    headers: { cookie: who.cookie },
    payload: { name: 'Outsider matrix', scopes, expiresInDays: 7 },
  });
  if (res.statusCode !== 200) throw new Error(`token: ${res.body}`);
  return res.json().data as { token: string; apiToken: { id: string } };
};

beforeAll(async () => {
  victim = await buildTenant(app, VICTIM);
  stranger = await buildOrg(app, { organizationName: 'Stranger Org' });
  tokens.stranger = (await personalToken(stranger, API_TOKEN_SCOPES)).token;
  const revoked = await personalToken(victim.owner, API_TOKEN_SCOPES);
  await app.inject({
    method: 'DELETE',
    url: `/api/account/api-tokens/${revoked.apiToken.id}`,
    headers: { cookie: victim.owner.cookie },
  });
  const expired = await personalToken(victim.owner, API_TOKEN_SCOPES);
  await database.db
    .update(schema.apiTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(schema.apiTokens.id, expired.apiToken.id));
  tokens.readOnly = (
    await personalToken(
      victim.owner,
      API_TOKEN_SCOPES.filter((s) => s.endsWith(':read')),
    )
  ).token;
  tokens.revoked = revoked.token;
  tokens.expired = expired.token;
});

/** The permissions a token with every scope of an owner holds. */
const strangerReach = new Set<string>(scopePermissions(API_TOKEN_SCOPES));

/** Routes that are not GET but change nothing, which a read-only token may call, with why. */
const READ_ONLY_WRITES: Record<string, string> = {
  'POST /api/reports/preview': 'Composes a report to look at; stores nothing.',
  'POST /api/reports/runs':
    'Runs a report as a file: reading, as its guard (reports:read) says; the run is its output.',
  'POST /api/mcp':
    'The MCP endpoint carries reads and writes alike; each tool call is its REST route, with that route’s checks (mcp-outsiders.test.ts calls every tool as these outsiders).',
};

/** The victim owner's tokens with every scope that grants none of a route's permissions. */
const withoutScope = new Map<string, Promise<string>>();
const tokenWithout = (anyOf: readonly string[]) => {
  const scopes = API_TOKEN_SCOPES.filter(
    (s) => !scopePermissions([s]).some((p) => anyOf.includes(p)),
  );
  const key = scopes.join(' ');
  if (!withoutScope.has(key)) {
    withoutScope.set(
      key,
      scopes.length > 0
        ? personalToken(victim.owner, scopes).then((t) => t.token)
        : Promise.resolve(''),
    );
  }
  return withoutScope.get(key)!;
};
afterAll(() => env.close());

// Each request's snapshot reads the rows again only when their fingerprint moved.
let watch: (() => Promise<TenantSnapshot>) | undefined;
const snapshot = () =>
  (watch ??= tenantWatch(database, victim.owner.user.organizationId, victim.userIds))();

/** Calls the route as `who` (a person, or a bearer token) and checks that not one row changed. */
const callUnchanged = async (
  options: InjectOptions,
  who: SignedIn | { token: string } | null,
  header?: string,
) => {
  const before = await snapshot();
  const res = await app.inject({
    ...options,
    // Tokens from many addresses: failed look-ups are limited per address.
    ...(who && 'token' in who ? { remoteAddress: uniqueIp() } : {}),
    headers: {
      ...(options.headers as Record<string, string> | undefined),
      ...(who && 'cookie' in who ? { cookie: who.cookie } : {}),
      ...(who && 'token' in who ? { authorization: `Bearer ${who.token}` } : {}),
      ...(header ? { 'organization-id': header } : {}),
    },
  });
  expect(snapshotDiff(before, await snapshot()), `rows changed by ${res.statusCode}`).toEqual({});
  return res;
};

const rolesLacking = (route: RouteEntry): Exclude<Role, 'owner'>[] => {
  const anyOf = route.guard?.kind === 'actor' ? route.guard.anyOf : [];
  if (anyOf.length === 0) return [];
  return ROLES.filter(
    (role): role is Exclude<Role, 'owner'> =>
      role !== 'owner' && !hasAnyPermission(permissionsForRole(role), anyOf),
  );
};

describe('the route table', () => {
  it('has a guard on every route, or a listed reason to be public', () => {
    const open = routes.filter((r) => !r.guard && !publicReason(r)).map(routeName);
    expect(
      open,
      'routes with neither requireSession/requireActor nor a PUBLIC_ROUTES entry',
    ).toEqual([]);
  });

  it('lists no public route that does not exist, and no guarded route as public', () => {
    const stale = Object.keys(PUBLIC_ROUTES).filter((p) => !isPublicPatternUsed(p, routes));
    expect(stale).toEqual([]);
    expect(guarded.filter((r) => publicReason(r)).map(routeName)).toEqual([]);
  });

  it('knows the record behind every path parameter', () => {
    for (const r of routes) expect(() => paramSources(r.url), routeName(r)).not.toThrow();
  });

  it('covers the routes it should (the matrix below is not empty)', () => {
    expect(guarded.length).toBeGreaterThan(100);
  });

  it('sees a change to any row, even one no audit event records (the comparison can fail)', async () => {
    const before = await snapshot();
    await database.raw(`update risks set description = description || ' ' where id = $1`, [
      victim.ids.risk,
    ]);
    expect(Object.keys(snapshotDiff(before, await snapshot()))).toEqual(['risks']);
    await database.raw(`update risks set description = rtrim(description) where id = $1`, [
      victim.ids.risk,
    ]);
    expect(snapshotDiff(before, await snapshot())).toEqual({});
  });
});

describe.each(guarded.map((r) => ({ name: routeName(r), route: r })))('$name', ({ route }) => {
  it('refuses an anonymous caller with 401 and changes nothing', async () => {
    const { options } = validRequest(route, victim.ids);
    const res = await callUnchanged(options, null);
    expect(res.statusCode, res.body).toBe(401);
  });

  it('refuses a member of another organisation, and changes nothing of ours', async () => {
    const { options, pathNamesRecord, bodyNamesRecord } = validRequest(route, victim.ids);
    const victimOrg = victim.owner.user.organizationId;
    // Naming our organisation in the header: not a member, so refused before anything runs.
    const forged = await callUnchanged(options, stranger, victimOrg);
    if (route.guard?.kind === 'actor') expect(forged.statusCode, forged.body).toBe(403);
    else expect(forged.statusCode, forged.body).toBeLessThan(500);
    // From their own organisation, with our ids in the path or body: not found or refused; a
    // read filtered by our ids finds nothing of ours.
    const own = await callUnchanged(options, stranger);
    if (pathNamesRecord) expect(own.statusCode, own.body).toBe(404);
    else if (bodyNamesRecord && route.method !== 'GET') {
      expect(own.statusCode, own.body).toBeGreaterThanOrEqual(400);
      expect(own.statusCode, own.body).toBeLessThan(500);
    } else expect(own.statusCode, own.body).toBeLessThan(500);
    // Every record and person of ours carries the word in a title or name: none may show, nor
    // any of our people's email addresses.
    const emails = [victim.owner, ...Object.values(victim.members)].map((m) => m.email);
    for (const res of [forged, own]) {
      expect(res.body).not.toMatch(new RegExp(VICTIM, 'i'));
      for (const email of emails) expect(res.body).not.toContain(email);
    }
  });

  // The account's own routes, token management, and routes open to any member (the person's
  // own: profile, notifications, leaving) take no token at all.
  const noTokens =
    route.guard?.kind === 'session' ||
    (route.guard?.kind === 'actor' && Boolean(route.guard.signedIn)) ||
    (route.guard?.kind === 'actor' && route.guard.anyOf.length === 0);

  it('refuses a revoked or an expired token with 401 and changes nothing', async () => {
    const { options } = validRequest(route, victim.ids);
    for (const [which, token] of [
      ['revoked', tokens.revoked],
      ['expired', tokens.expired],
    ] as const) {
      const res = await callUnchanged(options, { token });
      expect(res.statusCode, `${which}: ${res.body}`).toBe(401);
    }
  });

  const anyOf = route.guard?.kind === 'actor' ? route.guard.anyOf : [];

  it('refuses another organisation’s token, and changes nothing of ours', async () => {
    const { options, pathNamesRecord, bodyNamesRecord } = validRequest(route, victim.ids);
    // Naming our organisation in the header changes nothing: a token acts in its own.
    const res = await callUnchanged(
      options,
      { token: tokens.stranger },
      victim.owner.user.organizationId,
    );
    // What every scope of an owner's token grants: no route needing more is reached.
    const reachable = anyOf.length === 0 || anyOf.some((p) => strangerReach.has(p));
    if (noTokens || !reachable) expect(res.statusCode, res.body).toBe(403);
    else if (pathNamesRecord) expect(res.statusCode, res.body).toBe(404);
    else if (bodyNamesRecord && route.method !== 'GET') {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    } else expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.body).not.toMatch(new RegExp(VICTIM, 'i'));
    for (const m of [victim.owner, ...Object.values(victim.members)]) {
      expect(res.body).not.toContain(m.email);
    }
  });

  if (noTokens || anyOf.length > 0)
    it('refuses our owner’s token without the route’s scope with 403 and changes nothing', async () => {
      const { options } = validRequest(route, victim.ids);
      const token = noTokens ? await tokenWithout([]) : await tokenWithout(anyOf);
      // No scope leaves the route out (it needs what every scope grants): nothing to test.
      if (!token) return;
      const res = await callUnchanged(options, { token });
      expect(res.statusCode, res.body).toBe(403);
    });

  // A change through a token with every read scope and no write one: refused, whatever the
  // route's own guard says (some guard changes by reading and decide by role in the use case).
  if (route.method !== 'GET' && !READ_ONLY_WRITES[routeName(route)])
    it('refuses a change through our owner’s read-only token with 403 and changes nothing', async () => {
      const { options } = validRequest(route, victim.ids);
      const res = await callUnchanged(options, { token: tokens.readOnly });
      expect(res.statusCode, res.body).toBe(403);
    });

  // Routes every role of ours may call (reads, or membership alone) have no such test.
  const lacking = rolesLacking(route);
  if (lacking.length > 0)
    it(`refuses ${lacking.join(', ')} with 403 and changes nothing`, async () => {
      const { options } = validRequest(route, victim.ids);
      for (const role of lacking) {
        const res = await callUnchanged(options, victim.members[role]);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
        expect(res.json().error.message).toBe(MESSAGES.forbidden);
      }
    });
});

const xlsx = async (rows: string[][]) => {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Risks').addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

describe('risk import naming another organisation’s risk', () => {
  it('is refused for CSV and XLSX, and nothing of either organisation changes', async () => {
    const rows = [
      ['id', 'title', 'likelihood', 'impact'],
      [victim.ids.risk, 'Taken over', '5', '5'],
    ];
    const files = {
      csv: { type: 'text/csv', body: Buffer.from(rows.map((r) => r.join(',')).join('\n')) },
      xlsx: {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await xlsx(rows),
      },
    };
    const strangerRisks = async () =>
      (await app.inject({ url: '/api/risks', headers: { cookie: stranger.cookie } })).json().data
        .total as number;
    const theirsBefore = await strangerRisks();
    for (const [format, file] of Object.entries(files)) {
      const res = await callUnchanged(
        {
          method: 'POST',
          url: `/api/risks/import?format=${format}`,
          payload: file.body,
          headers: { 'content-type': file.type },
        },
        stranger,
      );
      expect(res.statusCode, `${format}: ${res.body}`).toBe(400);
      expect(res.json().error.details).toEqual([
        { line: 2, field: 'id', message: `Risk ${victim.ids.risk} not found` },
      ]);
    }
    expect(await strangerRisks()).toBe(theirsBefore);
    const ours = await app.inject({
      url: `/api/risks/${victim.ids.risk}`,
      headers: { cookie: victim.owner.cookie },
    });
    expect(ours.json().data).toMatchObject({ title: 'Victim risk', likelihood: 3, impact: 4 });
  });
});

// Issue 24 point 3: the public routes of a trust centre show only what the organisation
// published, to anyone, signed in elsewhere or not; a draft's words never leave, and a file
// listed only is never handed out.
describe('the public trust centre routes', () => {
  // The page, its texts and its frameworks' pages; a visitor's forms and links, the files and
  // the logo are below and in the trust centre's own tests (trust-feed.test.ts).
  const trustRoutes = routes.filter(
    (r) =>
      r.method === 'GET' &&
      r.url.startsWith('/trust/') &&
      !/\/(files|request|confirm|access|questionnaires|subscribe|unsubscribe|logo)\b/.test(r.url),
  );

  it('are covered (the page, security.txt, llms.txt)', () => {
    expect(trustRoutes.map(routeName)).toEqual(
      expect.arrayContaining([
        'GET /trust/:slug',
        'GET /trust/:slug/security.txt',
        'GET /trust/:slug/llms.txt',
      ]),
    );
  });

  it.each(trustRoutes.map((r) => [routeName(r), r] as const))(
    '%s shows the published item and never a draft, to anyone',
    async (_, route) => {
      const url = String(validRequest(route, victim.ids).options.url).split('?')[0]!;
      const callers: [string, Record<string, string>][] = [
        ['anonymous', {}],
        ['a stranger', { cookie: stranger.cookie }],
      ];
      for (const [who, headers] of callers) {
        for (const preview of ['', '?preview=1']) {
          const res = await app.inject({ method: 'GET', url: `${url}${preview}`, headers });
          expect(res.statusCode, `${who}${preview}`).toBe(200);
          expect(res.body, `${who}${preview}`).not.toContain(`${VICTIM} draft control`);
          expect(res.body, `${who}${preview}`).not.toContain('Stranger Org');
          if (route.url.includes('/frameworks/')) {
            // The victim's framework as frozen: its requirements' statuses, nothing else.
            expect(res.body, `${who}${preview}`).toContain('<ul class="reqs">');
          } else if (!route.url.endsWith('.txt') || route.url.endsWith('llms.txt')) {
            expect(res.body, `${who}${preview}`).toContain(`${VICTIM} ISO/IEC 27001`);
          }
        }
      }
    },
  );

  it('hands out a restricted certificate only under a live grant of its organisation', async () => {
    const slug = victim.ids.trustSlug;
    const url = `/trust/${slug}/files/certification/${victim.ids.certification}`;
    const grantCookie = (token: string) => ({ cookie: `rampart_trust=${token}` });
    // An approved visitor of the stranger's organisation.
    const { db } = database;
    const theirs = newLinkToken();
    const strangerOrg = stranger.user.organizationId;
    const request = await insertTrustRequest(db, {
      organizationId: strangerOrg,
      name: 'Their visitor',
      email: 'visitor@stranger.test',
      company: 'Stranger customer',
      status: 'approved',
      confirmTokenHash: newLinkToken().hash,
      confirmExpiresAt: new Date(),
    });
    await insertTrustGrant(db, {
      organizationId: strangerOrg,
      requestId: request.id,
      name: 'Their visitor',
      email: 'visitor@stranger.test',
      company: 'Stranger customer',
      tokenHash: theirs.hash,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const callers: [string, Record<string, string>][] = [
      ['anonymous', {}],
      ['a stranger', { cookie: stranger.cookie }],
      ['the victim’s own owner (a member is not a visitor)', { cookie: victim.owner.cookie }],
      ['another organisation’s approved visitor', grantCookie(theirs.token)],
      ['a made-up grant', grantCookie('A'.repeat(43))],
    ];
    for (const [who, headers] of callers) {
      expect((await app.inject({ method: 'GET', url, headers })).statusCode, who).toBe(404);
    }
    // The fixture is right: the organisation's own visitor takes it.
    const own = await app.inject({
      method: 'GET',
      url,
      headers: grantCookie(victim.ids.trustGrantToken),
    });
    expect(own.statusCode).toBe(200);
    // A visitor's link of another organisation signs nobody in here.
    const link = await app.inject({
      method: 'GET',
      url: `/trust/${slug}/access/${theirs.token}`,
    });
    expect(link.statusCode).toBe(404);
    expect(link.headers['set-cookie']).toBeUndefined();
  });

  it('takes no questionnaire and hands out none without a live grant of its organisation', async () => {
    const slug = victim.ids.trustSlug;
    const countOf = async () =>
      (
        await app.inject({
          url: '/api/questionnaires/incoming',
          headers: { cookie: victim.owner.cookie },
        })
      ).json().data.total as number;
    const before = await countOf();
    const callers: [string, Record<string, string>][] = [
      ['anonymous', {}],
      ['a stranger', { cookie: stranger.cookie }],
      ['the victim’s own owner (a member is not a visitor)', { cookie: victim.owner.cookie }],
      ['a made-up grant', { cookie: `rampart_trust=${'A'.repeat(43)}` }],
    ];
    const boundary = 'outsider-boundary';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="q.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\n1. Is MFA enforced?\r\n--${boundary}--\r\n`;
    for (const [who, headers] of callers) {
      const sent = await app.inject({
        method: 'POST',
        url: `/trust/${slug}/questionnaires`,
        remoteAddress: uniqueIp(),
        payload,
        headers: {
          ...headers,
          origin: TEST_ORIGIN,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      expect(sent.statusCode, who).toBe(404);
    }
    expect(await countOf()).toBe(before);
    // Not even the organisation's own visitor takes a file nobody sent back to them.
    const file = await app.inject({
      url: `/trust/${slug}/questionnaires/no-such-questionnaire/file`,
      headers: { cookie: `rampart_trust=${victim.ids.trustGrantToken}` },
    });
    expect(file.statusCode).toBe(404);
  });

  it('hands out no file that is listed only, nor one of another organisation', async () => {
    const slug = victim.ids.trustSlug;
    for (const url of [
      `/trust/${slug}/files/certification/${victim.ids.certification}`,
      `/trust/${slug}/files/control/${victim.ids.control}`,
      `/trust/${slug}/files/evidence/${victim.ids.evidence}`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
