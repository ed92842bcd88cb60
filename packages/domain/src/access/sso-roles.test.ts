import { describe, expect, it } from 'vitest';
import { groupsFromClaim, roleFromGroups } from './sso-roles.ts';

const mappings = [
  { group: 'rampart-auditors', role: 'auditor' },
  { group: 'rampart-risk', role: 'risk_manager' },
  { group: 'rampart-admins', role: 'admin' },
  { group: 'everyone', role: 'member' },
];

describe('roles from an identity provider’s groups', () => {
  it.each([
    [['everyone'], 'member'],
    [['everyone', 'rampart-auditors'], 'auditor'],
    [['rampart-auditors', 'rampart-risk', 'everyone'], 'risk_manager'],
    [['rampart-admins', 'rampart-risk'], 'admin'],
    [['Rampart-Admins'], null],
    [[], null],
  ])('%j gives %s', (groups, role) => {
    expect(roleFromGroups(groups, mappings)).toBe(role);
  });

  it('never gives owner, whatever a mapping says', () => {
    expect(roleFromGroups(['it'], [{ group: 'it', role: 'owner' }])).toBeNull();
  });

  it('reads a claim as a list of strings or one string, nothing else', () => {
    expect(groupsFromClaim(['a', 2, 'b'])).toEqual(['a', 'b']);
    expect(groupsFromClaim('a')).toEqual(['a']);
    expect(groupsFromClaim({ a: 1 })).toEqual([]);
    expect(groupsFromClaim(undefined)).toEqual([]);
  });
});
