import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@rampart/contracts';
import {
  invitableRoles,
  memberAbilities,
  removalRefusal,
  roleChangeRefusal,
} from './member-policy.ts';

const actor = (role: Role) => ({ userId: 'actor', role });
const other = (role: Role) => ({ userId: 'other', role });

describe('member policy', () => {
  it.each([
    ['owner', 'owner', true],
    ['owner', 'member', true],
    ['admin', 'owner', false],
    ['admin', 'admin', true],
    ['admin', 'member', true],
    ['risk_manager', 'member', false],
    ['auditor', 'member', false],
    ['member', 'member', false],
  ] as const)('%s may change and remove a(n) %s: %s', (by, target, expected) => {
    const abilities = memberAbilities(actor(by), other(target), 2);
    expect(abilities.changeRole).toBe(expected);
    expect(abilities.remove).toBe(expected);
  });

  it('admins never hand out the owner role; owners may', () => {
    expect(memberAbilities(actor('admin'), other('member'), 2).assignableRoles).toEqual([
      'admin',
      'risk_manager',
      'auditor',
    ]);
    expect(memberAbilities(actor('owner'), other('member'), 2).assignableRoles).toEqual([
      'owner',
      'admin',
      'risk_manager',
      'auditor',
    ]);
  });

  it('invitations never offer the owner role; only owners and admins invite', () => {
    const rest = ['admin', 'risk_manager', 'auditor', 'member'];
    expect(invitableRoles('owner')).toEqual(rest);
    expect(invitableRoles('admin')).toEqual(rest);
    for (const role of ['risk_manager', 'auditor', 'member'] as const) {
      expect(invitableRoles(role)).toEqual([]);
    }
  });

  it('keeps the last owner: nobody demotes or removes them, themselves included', () => {
    const sole = { userId: 'actor', role: 'owner' as const };
    expect(memberAbilities(sole, sole, 1)).toEqual({
      changeRole: false,
      remove: false,
      assignableRoles: [],
    });
    expect(roleChangeRefusal(sole, sole, 'admin', 1)).toBe('last-owner');
    expect(roleChangeRefusal(sole, sole, 'owner', 1)).toBeNull();
    expect(removalRefusal(sole, sole, 1)).toBe('last-owner');
    // With a second owner, an owner may step down or leave.
    expect(memberAbilities(sole, sole, 2).changeRole).toBe(true);
    expect(removalRefusal(sole, sole, 2)).toBeNull();
  });

  it('anyone may leave; only owners and admins change roles, their own included', () => {
    for (const role of ROLES.filter((r) => r !== 'owner')) {
      const self = { userId: 'actor', role };
      expect(memberAbilities(self, self, 1).remove).toBe(true);
      expect(memberAbilities(self, self, 1).changeRole).toBe(role === 'admin');
    }
  });
});
