import { ROLES, type Role } from '@rampart/contracts';

/**
 * The role an identity provider's groups give (single sign-on, issue 21): of the mappings whose
 * group the person is in, the one with the most access; none: null. Groups match exactly, as
 * providers send them (case and spaces count). A mapping never gives "owner": owners are made
 * in Rampart.
 */
export const roleFromGroups = (
  groups: readonly string[],
  mappings: readonly { group: string; role: string }[],
): Exclude<Role, 'owner'> | null => {
  const held = new Set(groups);
  let best: Exclude<Role, 'owner'> | null = null;
  for (const mapping of mappings) {
    const role = ROLES.find((r) => r === mapping.role);
    if (!role || role === 'owner' || !held.has(mapping.group)) continue;
    if (best === null || ROLES.indexOf(role) < ROLES.indexOf(best)) best = role;
  }
  return best;
};

/**
 * The groups in a provider's claim: a list of strings, or one string; anything else is no
 * groups (a claim of another shape is never guessed at).
 */
export const groupsFromClaim = (claim: unknown): string[] => {
  if (typeof claim === 'string') return [claim];
  if (Array.isArray(claim)) return claim.filter((g): g is string => typeof g === 'string');
  return [];
};
