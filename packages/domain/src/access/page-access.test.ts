import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@rampart/contracts';
import {
  canDo,
  canOpenPage,
  hubTabsFor,
  openHubTab,
  PAGE_ACCESS,
  questionnaireModes,
  usableMode,
  type PagePath,
} from './page-access.ts';
import { permissionsForRole } from './permissions.ts';

const granted = (role: Role) => permissionsForRole(role);
const everyone = [...ROLES];
const all = (...roles: Role[]) => roles;

/**
 * Who may open each page, written out role by role from decision 002, so a change to the table
 * or to a role's permissions shows up here as a row that no longer holds.
 */
const WHO_OPENS: Record<PagePath, readonly Role[]> = {
  '/dashboard': everyone,
  '/dashboard/quick-actions': everyone,
  '/dashboard/activity': all('owner', 'admin', 'auditor'),
  '/dashboard/risks/assessment': everyone,
  '/dashboard/risks': everyone,
  '/dashboard/spreadsheets': everyone,
  '/dashboard/risks/monitoring': everyone,
  '/dashboard/risks/heatmap': everyone,
  '/dashboard/compliance': everyone,
  '/dashboard/compliance/gaps': everyone,
  '/dashboard/trust-center': everyone,
  '/dashboard/assessments': everyone,
  '/dashboard/controls': everyone,
  '/dashboard/findings': everyone,
  '/dashboard/vendors': everyone,
  '/probo': everyone,
  '/dashboard/questionnaires': everyone,
  '/dashboard/customer-questionnaires': everyone,
  '/dashboard/customer-questionnaires/library': everyone,
  '/dashboard/aria': all('owner', 'admin', 'risk_manager', 'member'),
  '/dashboard/reporting': everyone,
  '/dashboard/analytics': everyone,
  '/dashboard/documents': everyone,
};

describe('pages by role', () => {
  const rows = Object.keys(PAGE_ACCESS).flatMap((path) =>
    ROLES.map((role) => [path, role, WHO_OPENS[path as PagePath].includes(role)] as const),
  );
  it.each(rows)('%s for a(n) %s: %s', (path, role, expected) => {
    expect(canOpenPage(granted(role), path)).toBe(expected);
  });

  it('offers no path outside the table, whatever the role', () => {
    expect(canOpenPage(['*'], '/dashboard/nowhere')).toBe(false);
    expect(canOpenPage(['*'], 'toString')).toBe(false);
  });
});

describe('actions by role', () => {
  it.each([
    ['assessVendorFromUrl', all('owner', 'admin', 'risk_manager')],
    ['importCustomerQuestionnaire', all('owner', 'admin', 'risk_manager', 'member')],
  ] as const)('%s is offered to %j only', (action, roles) => {
    for (const role of ROLES) expect(canDo(granted(role), action)).toBe(roles.includes(role));
  });
});

describe('the Vendor Hub', () => {
  it.each([
    ['owner', ['vendor-assessment', 'controls-library', 'soc2-assessment', 'dashboard']],
    ['admin', ['vendor-assessment', 'controls-library', 'soc2-assessment', 'dashboard']],
    ['risk_manager', ['vendor-assessment', 'controls-library', 'soc2-assessment', 'dashboard']],
    ['auditor', ['controls-library', 'soc2-assessment', 'dashboard']],
    ['member', ['controls-library', 'soc2-assessment', 'dashboard']],
  ] as const)('a(n) %s sees the tabs %j', (role, tabs) => {
    expect(hubTabsFor(granted(role))).toEqual(tabs);
  });

  it('opens on the first usable tab, and a tab the role cannot use falls back to it', () => {
    expect(openHubTab(granted('owner'), undefined)).toBe('vendor-assessment');
    expect(openHubTab(granted('auditor'), undefined)).toBe('controls-library');
    expect(openHubTab(granted('auditor'), 'vendor-assessment')).toBe('controls-library');
    expect(openHubTab(granted('member'), 'dashboard')).toBe('dashboard');
    expect(openHubTab([], 'dashboard')).toBeNull();
  });
});

describe('questionnaire modes', () => {
  it('people who may edit the questions get every mode; the others only view', () => {
    expect(questionnaireModes({ editQuestions: true })).toEqual(['view', 'edit', 'collaborate']);
    expect(questionnaireModes({ editQuestions: false })).toEqual(['view', 'collaborate']);
  });

  it.each([
    [true, 'collaborate', 'collaborate'],
    [true, 'edit', 'edit'],
    [false, 'collaborate', 'collaborate'],
    [false, 'edit', 'view'],
    [false, 'view', 'view'],
  ] as const)('editQuestions %s, asked %s -> %s', (editQuestions, asked, expected) => {
    expect(usableMode({ editQuestions }, asked)).toBe(expected);
  });
});
