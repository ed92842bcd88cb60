// Zod-free (decision 008): the permission, role and persona vocabulary, read by the web app's
// shell in its first load. The schemas built on it stay in permissions.ts.

/** The permission vocabulary. `*` grants everything. See docs/decisions/002. */
export const PERMISSIONS = [
  '*',
  'risks:read',
  'risks:write',
  'controls:read',
  'controls:write',
  'tests:read',
  'tests:write',
  'evidence:read',
  'evidence:write',
  /** Approve documents (four eyes: never one's own submission). */
  'documents:approve',
  'frameworks:read',
  'frameworks:write',
  'assessments:read',
  'assessments:write',
  'vendors:read',
  'vendors:write',
  'questionnaires:read',
  'questionnaires:write',
  'reports:read',
  /** Save report definitions and schedule them. */
  'reports:write',
  'ai:use',
  'members:read',
  'members:manage',
  'organization:manage',
  /** How members sign in: the two-factor policy, resetting a member's factors. Owners only. */
  'security:manage',
  /** Delete the organisation (and restore it within 30 days). Owners only. */
  'organization:delete',
  /** Download the whole organisation as one file (every record and file). Owners only. */
  'organization:export',
  'audit:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['owner', 'admin', 'risk_manager', 'auditor', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  risk_manager: 'Risk manager',
  auditor: 'Auditor',
  member: 'Member',
};

export const PERSONAS = ['executive', 'analyst', 'operator', 'auditor'] as const;
export type Persona = (typeof PERSONAS)[number];
