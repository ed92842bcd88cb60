import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { MESSAGES, ROLES, type Role } from '@rampart/contracts';
import { hasAnyPermission, permissionsForRole } from '@rampart/domain';
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
import { buildOrg, type SignedIn } from '../testing/factories.ts';

/**
 * The outsider matrix, generated from the route table (docs/decisions/011): every guarded route
 * is called as an anonymous caller, as a member of another organisation (with and without our
 * organisation in the header) and as every role of ours without the route's permission; each
 * is refused, and every row of our organisation is as it was. A new route is covered here
 * without a test of its own.
 */
const env = await routeTableApp();
const { app, database } = env;
const routes = callableRoutes(env.routes);
const guarded = routes.filter((r) => r.guard);

const VICTIM = 'Victim';
let victim: Tenant;
let stranger: SignedIn;
beforeAll(async () => {
  victim = await buildTenant(app, VICTIM);
  stranger = await buildOrg(app, { organizationName: 'Stranger Org' });
});
afterAll(() => env.close());

// Each request's snapshot reads the rows again only when their fingerprint moved.
let watch: (() => Promise<TenantSnapshot>) | undefined;
const snapshot = () =>
  (watch ??= tenantWatch(database, victim.owner.user.organizationId, victim.userIds))();

/** Calls the route as `who` and checks that not one row of the victim's changed. */
const callUnchanged = async (options: InjectOptions, who: SignedIn | null, header?: string) => {
  const before = await snapshot();
  const res = await app.inject({
    ...options,
    headers: {
      ...(options.headers as Record<string, string> | undefined),
      ...(who ? { cookie: who.cookie } : {}),
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
