import { describe, expect, it } from 'vitest';
import type { Role } from '@rampart/contracts';
import { PAGE_ACCESS, permissionsForRole } from '@rampart/domain';
import { favoriteLinkFor, navGroupsFor, NAV_GROUPS, navLinkFor, navTourId } from './nav-data.ts';

describe('sidebar navigation data', () => {
  it('lists the four groups of the spec, only Overview fixed', () => {
    expect(NAV_GROUPS.map((g) => [g.title, g.collapsible])).toEqual([
      ['Overview', false],
      ['Risk Operations', true],
      ['Compliance Hub', true],
      ['Insights & Reports', true],
    ]);
  });

  it('shows only pages that exist and hides emptied groups', () => {
    const shown = navGroupsFor(['*']);
    expect(shown.map((g) => g.title)).toEqual([
      'Overview',
      'Risk Operations',
      'Compliance Hub',
      'Insights & Reports',
    ]);
    expect(shown[0]?.links.map((l) => l.path)).toEqual([
      '/dashboard',
      '/dashboard/quick-actions',
      '/dashboard/activity',
    ]);
    expect(shown[1]?.links.map((l) => l.path)).toEqual([
      '/dashboard/risks/assessment',
      '/dashboard/risks',
      '/dashboard/spreadsheets',
      '/dashboard/risks/monitoring',
      '/dashboard/risks/heatmap',
    ]);
    expect(shown[2]?.links.map((l) => l.path)).toEqual([
      '/dashboard/compliance',
      '/dashboard/compliance/gaps',
      '/dashboard/trust-center',
      '/dashboard/assessments',
      '/dashboard/controls',
      '/dashboard/findings',
      '/dashboard/vendors',
      '/probo',
      '/dashboard/questionnaires',
      '/dashboard/customer-questionnaires',
    ]);
    expect(shown[3]?.links.map((l) => [l.path, l.badge])).toEqual([
      ['/dashboard/aria', 'New'],
      ['/dashboard/reporting', undefined],
      ['/dashboard/analytics', undefined],
      ['/dashboard/documents', undefined],
    ]);
  });

  it("has unique paths, all under /dashboard but the spec's /probo hub", () => {
    const paths = NAV_GROUPS.flatMap((g) => g.links.map((l) => l.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toMatch(/^\/(dashboard(\/[a-z-]+)*|probo)$/);
  });

  it.each([
    ['/dashboard', 'nav-dashboard'],
    ['/dashboard/activity', 'nav-dashboard-activity'],
    ['/dashboard/risks/heatmap', 'nav-dashboard-risks-heatmap'],
  ])('tour id of %s is %s', (path, id) => {
    expect(navTourId(path)).toBe(id);
  });

  it('finds a link by path', () => {
    expect(navLinkFor('/dashboard/activity')?.title).toBe('Recent Activity');
    expect(navLinkFor('/nowhere')).toBeUndefined();
  });
});

const ALL_PATHS = NAV_GROUPS.flatMap((g) => g.links.map((l) => l.path));
const shownPaths = (permissions: readonly string[]) =>
  navGroupsFor(permissions).flatMap((g) => g.links.map((l) => l.path));

describe('every role sees only what it can use (issue 19)', () => {
  it('names every sidebar link in the page table the guards ask', () => {
    for (const path of ALL_PATHS) {
      expect(Object.keys(PAGE_ACCESS), path).toContain(path);
    }
  });

  it.each<[Role, readonly string[]]>([
    ['owner', []],
    ['admin', []],
    ['risk_manager', ['/dashboard/activity']],
    ['auditor', ['/dashboard/aria']],
    ['member', ['/dashboard/activity']],
  ])('the sidebar of a(n) %s leaves out %j, and search finds no more', (role, hidden) => {
    const permissions = permissionsForRole(role);
    expect(shownPaths(permissions)).toEqual(ALL_PATHS.filter((p) => !hidden.includes(p)));
    for (const path of ALL_PATHS) {
      expect(Boolean(favoriteLinkFor(permissions, path)), path).toBe(!hidden.includes(path));
    }
  });
});
