import {
  API_TOKEN_SCOPES,
  PERMISSIONS,
  type ApiTokenArea,
  type ApiTokenScope,
  type Permission,
} from '@rampart/contracts';

/**
 * What each area's scopes grant, in the permission vocabulary of decision 002. Write includes
 * read. Documents share the evidence permissions (their routes do). Nothing grants
 * `security:manage` (how anyone signs in) or `ai:use`: a token cannot change sign-in security,
 * and cannot spend the organisation's AI budget.
 */
const AREA_PERMISSIONS: Record<ApiTokenArea, { read: Permission[]; write: Permission[] }> = {
  risks: { read: ['risks:read'], write: ['risks:write'] },
  controls: {
    read: ['controls:read', 'tests:read', 'evidence:read'],
    write: ['controls:write', 'tests:write', 'evidence:write'],
  },
  compliance: {
    read: ['frameworks:read', 'assessments:read'],
    write: ['frameworks:write', 'assessments:write'],
  },
  vendors: { read: ['vendors:read'], write: ['vendors:write'] },
  questionnaires: { read: ['questionnaires:read'], write: ['questionnaires:write'] },
  documents: { read: ['evidence:read'], write: ['evidence:write', 'documents:approve'] },
  reports: { read: ['reports:read'], write: ['reports:write'] },
  admin: {
    read: ['members:read', 'audit:read'],
    write: ['members:manage', 'organization:manage'],
  },
};

/** The permissions a set of scopes grants. */
export const scopePermissions = (scopes: readonly ApiTokenScope[]): Permission[] => {
  const granted = new Set<Permission>();
  for (const scope of scopes) {
    const [area, level] = scope.split(':') as [ApiTokenArea, 'read' | 'write'];
    for (const p of AREA_PERMISSIONS[area].read) granted.add(p);
    if (level === 'write') for (const p of AREA_PERMISSIONS[area].write) granted.add(p);
  }
  return [...granted];
};

const expand = (permissions: readonly string[]): Set<string> =>
  new Set(permissions.includes('*') ? PERMISSIONS.filter((p) => p !== '*') : permissions);

/**
 * A token's permissions: what its scopes grant, and never more than `allowed` (a personal
 * token's person's role now; a service token's ceiling).
 */
export const tokenPermissions = (
  allowed: readonly string[],
  scopes: readonly ApiTokenScope[],
): Permission[] => {
  const within = expand(allowed);
  return scopePermissions(scopes).filter((p) => within.has(p));
};

/** The scopes whose every permission `allowed` holds: what someone may give a token. */
export const grantableScopes = (allowed: readonly string[]): ApiTokenScope[] => {
  const within = expand(allowed);
  return API_TOKEN_SCOPES.filter((scope) => scopePermissions([scope]).every((p) => within.has(p)));
};
