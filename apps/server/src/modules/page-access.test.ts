import { afterAll, describe, expect, it } from 'vitest';
import { PROBO_TABS, ROLES, type ProboTab, type Role } from '@rampart/contracts';
import {
  ACTION_ACCESS,
  canUse,
  HUB_TAB_ACCESS,
  hasAnyPermission,
  PAGE_ACCESS,
  permissionsForRole,
  type Access,
  type ActionId,
  type PagePath,
} from '@rampart/domain';
import type { Guard } from '../auth/actor.ts';
import { callableRoutes, routeName, routeTableApp } from '../testing/route-table.ts';

/**
 * The web's page table against the API's guards (issue 19): each page, Vendor Hub tab and
 * action names the routes it calls, and for every role the web offers it exactly when those
 * routes let the role through (all of them, or any one for a page that shows each part to
 * those who may read it). A guard or a page entry that changes alone fails here, so the web
 * never offers a link that ends in "You do not have access" or a 403.
 */
const PAGE_ROUTES: Record<PagePath, readonly string[]> = {
  '/dashboard': ['GET /api/organizations/current'],
  '/dashboard/quick-actions': ['GET /api/users/me'],
  '/dashboard/activity': ['GET /api/audit-events'],
  '/dashboard/risks/assessment': ['GET /api/risks', 'GET /api/risks/:id'],
  '/dashboard/risks': ['GET /api/risks'],
  '/dashboard/spreadsheets': ['GET /api/rcsa/matrix'],
  '/dashboard/risks/monitoring': ['GET /api/risks', 'GET /api/controls/overdue-tests'],
  '/dashboard/risks/heatmap': ['GET /api/analytics/heatmap'],
  '/dashboard/compliance': ['GET /api/frameworks'],
  '/dashboard/compliance/gaps': ['GET /api/frameworks', 'GET /api/frameworks/:id/gaps'],
  '/dashboard/trust-center': [
    'GET /api/trust-center',
    'GET /api/trust-center/items',
    'GET /api/trust-center/ndas',
  ],
  '/dashboard/assessments': ['GET /api/assessments'],
  '/dashboard/controls': ['GET /api/controls'],
  '/dashboard/findings': ['GET /api/findings'],
  '/dashboard/vendors': ['GET /api/vendors'],
  '/probo': ['GET /api/vendors/dashboard'],
  '/dashboard/questionnaires': ['GET /api/questionnaires'],
  '/dashboard/customer-questionnaires/library': ['GET /api/questionnaires/answer-library'],
  '/dashboard/customer-questionnaires': [
    'GET /api/questionnaires/incoming',
    'GET /api/questionnaires/incoming/:id',
  ],
  '/dashboard/aria': ['GET /api/ai/status', 'GET /api/ai/conversations'],
  '/dashboard/reporting': ['GET /api/reports/definitions'],
  '/dashboard/analytics': [
    'GET /api/analytics/trends/risks',
    'GET /api/analytics/trends/controls',
    'GET /api/analytics/trends/coverage',
    'GET /api/analytics/trends/findings',
    'GET /api/vendors/dashboard',
  ],
  '/dashboard/documents': ['GET /api/documents'],
};

const HUB_TAB_ROUTES: Record<ProboTab, readonly string[]> = {
  'vendor-assessment': ['POST /api/vendors/extractions', 'GET /api/vendors/extractions/:id'],
  'controls-library': ['GET /api/library/controls'],
  'soc2-assessment': ['GET /api/frameworks'],
  dashboard: ['GET /api/vendors/dashboard'],
};

const ACTION_ROUTES: Record<ActionId, readonly string[]> = {
  assessVendorFromUrl: ['POST /api/vendors/extractions'],
  importCustomerQuestionnaire: [
    'POST /api/questionnaires/incoming/preview',
    'POST /api/questionnaires/incoming',
  ],
};

const env = await routeTableApp();
afterAll(() => env.close());
const guards = new Map(callableRoutes(env.routes).map((r) => [routeName(r), r.guard]));

const lets = (guard: Guard | null, role: Role): boolean =>
  guard === null ||
  guard.kind === 'session' ||
  // A page never calls the token-only MCP endpoint; every role may connect an agent to it.
  guard.kind === 'token' ||
  guard.anyOf.length === 0 ||
  hasAnyPermission(permissionsForRole(role), guard.anyOf);

const rows = (entries: [string, Access, readonly string[]][]) =>
  entries.flatMap(([name, access, routes]) =>
    ROLES.map((role) => [name, role, access, routes] as const),
  );

const check = (role: Role, access: Access, routes: readonly string[]) => {
  for (const route of routes) expect(guards.has(route), `${route} is a route`).toBe(true);
  const allowed = routes.map((route) => lets(guards.get(route) ?? null, role));
  const api =
    access.requireAll || access.permissions.length <= 1
      ? allowed.every(Boolean)
      : allowed.some(Boolean);
  expect(canUse(permissionsForRole(role), access)).toBe(api);
};

describe('the web offers a page, tab or action exactly when the API lets the role use it', () => {
  it.each(
    rows((Object.keys(PAGE_ACCESS) as PagePath[]).map((p) => [p, PAGE_ACCESS[p], PAGE_ROUTES[p]])),
  )('page %s for a(n) %s', (_page, role, access, routes) => check(role, access, routes));

  it.each(rows(PROBO_TABS.map((t) => [t, HUB_TAB_ACCESS[t], HUB_TAB_ROUTES[t]])))(
    'Vendor Hub tab %s for a(n) %s',
    (_tab, role, access, routes) => check(role, access, routes),
  );

  it.each(
    rows(
      (Object.keys(ACTION_ACCESS) as ActionId[]).map((a) => [
        a,
        ACTION_ACCESS[a],
        ACTION_ROUTES[a],
      ]),
    ),
  )('action %s for a(n) %s', (_action, role, access, routes) => check(role, access, routes));
});
