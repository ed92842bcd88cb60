import type { Permission, Role } from '@rampart/contracts';

export const WILDCARD = '*';

const READ_ALL: Permission[] = [
  'risks:read',
  'controls:read',
  'tests:read',
  'evidence:read',
  'frameworks:read',
  'assessments:read',
  'vendors:read',
  'questionnaires:read',
  'reports:read',
  'members:read',
];

/** Role -> permissions. Data, checked in one place (docs/decisions/002). */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: ['*'],
  admin: [
    ...READ_ALL,
    'risks:write',
    'controls:write',
    'tests:write',
    'evidence:write',
    'frameworks:write',
    'assessments:write',
    'vendors:write',
    'questionnaires:write',
    'ai:use',
    'documents:approve',
    'reports:write',
    'members:manage',
    'organization:manage',
    'audit:read',
  ],
  risk_manager: [
    ...READ_ALL,
    'risks:write',
    'controls:write',
    'tests:write',
    'evidence:write',
    'frameworks:write',
    'assessments:write',
    'vendors:write',
    'questionnaires:write',
    'ai:use',
    'documents:approve',
    'reports:write',
  ],
  auditor: [...READ_ALL, 'audit:read'],
  member: [...READ_ALL, 'tests:write', 'evidence:write', 'questionnaires:write', 'ai:use'],
};

export const permissionsForRole = (role: Role): string[] => [...ROLE_PERMISSIONS[role]];

/** Spec §6: a single check passes when the list holds the wildcard or the value. */
export const hasPermission = (granted: readonly string[], value: string): boolean =>
  granted.includes(WILDCARD) || granted.includes(value);

/** Spec §6: a multi-value check passes on the wildcard or any of the values. */
export const hasAnyPermission = (granted: readonly string[], values: readonly string[]): boolean =>
  granted.includes(WILDCARD) || values.some((v) => granted.includes(v));

/** Every value must be granted (the guard's requireAll). */
export const hasAllPermissions = (granted: readonly string[], values: readonly string[]): boolean =>
  granted.includes(WILDCARD) || values.every((v) => granted.includes(v));

/** Who may assign which role: owners anything; admins anything but owner. */
export const canAssignRole = (actorRole: Role, targetRole: Role): boolean => {
  if (actorRole === 'owner') return true;
  if (actorRole === 'admin') return targetRole !== 'owner';
  return false;
};

/** Admins may not change or remove an owner; only owners touch owners. */
export const canManageMember = (actorRole: Role, memberRole: Role): boolean => {
  if (actorRole === 'owner') return true;
  if (actorRole === 'admin') return memberRole !== 'owner';
  return false;
};
