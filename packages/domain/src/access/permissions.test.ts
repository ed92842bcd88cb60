import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES } from '@rampart/contracts';
import {
  canAssignRole,
  canManageMember,
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  permissionsForRole,
} from './permissions.ts';

describe('permission checks (spec §6)', () => {
  it.each([
    [['*'], 'risks:write', true],
    [['risks:write'], 'risks:write', true],
    [['risks:read'], 'risks:write', false],
    [[], 'risks:read', false],
  ])('single check %j has %s -> %s', (granted, value, expected) => {
    expect(hasPermission(granted, value)).toBe(expected);
  });

  it.each([
    [['*'], ['a', 'b'], true],
    [['b'], ['a', 'b'], true],
    [['c'], ['a', 'b'], false],
    [['a'], [], false],
  ])('multi check %j any of %j -> %s', (granted, values, expected) => {
    expect(hasAnyPermission(granted, values)).toBe(expected);
  });

  it('the wildcard passes every check; an empty list passes none', () => {
    const value = fc.string({ minLength: 1 });
    fc.assert(
      fc.property(fc.array(value), value, (values, one) => {
        expect(hasPermission(['*'], one)).toBe(true);
        expect(hasAllPermissions(['*'], values)).toBe(true);
        expect(hasPermission([], one)).toBe(false);
      }),
    );
  });

  it('all-of implies any-of for a non-empty list', () => {
    fc.assert(
      fc.property(
        fc.subarray([...PERMISSIONS]),
        fc.subarray([...PERMISSIONS], { minLength: 1 }),
        (granted, required) => {
          if (hasAllPermissions(granted, required))
            expect(hasAnyPermission(granted, required)).toBe(true);
        },
      ),
    );
  });
});

describe('roles', () => {
  it('only owners hold the wildcard', () => {
    for (const role of ROLES) expect(permissionsForRole(role).includes('*')).toBe(role === 'owner');
  });

  it('auditors read everything and change nothing', () => {
    const auditor = permissionsForRole('auditor');
    for (const p of PERMISSIONS.filter((x) => x.endsWith(':read'))) expect(auditor).toContain(p);
    expect(auditor.filter((p) => p.endsWith(':write') || p.endsWith(':manage'))).toEqual([]);
  });

  it('owners, admins and risk managers approve documents; auditors and members do not', () => {
    const approvers = ROLES.filter((role) =>
      hasPermission(permissionsForRole(role), 'documents:approve'),
    );
    expect(approvers).toEqual(['owner', 'admin', 'risk_manager']);
  });

  it('every granted permission is in the vocabulary', () => {
    for (const role of ROLES) {
      for (const p of permissionsForRole(role)) expect(PERMISSIONS).toContain(p);
    }
  });

  it.each([
    ['owner', 'owner', true],
    ['owner', 'admin', true],
    ['admin', 'owner', false],
    ['admin', 'member', true],
    ['risk_manager', 'member', false],
    ['member', 'member', false],
  ] as const)('%s may assign %s: %s', (actor, target, expected) => {
    expect(canAssignRole(actor, target)).toBe(expected);
    expect(canManageMember(actor, target)).toBe(expected);
  });
});
