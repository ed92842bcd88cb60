import { z } from 'zod';

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
  'frameworks:read',
  'frameworks:write',
  'assessments:read',
  'assessments:write',
  'vendors:read',
  'vendors:write',
  'questionnaires:read',
  'questionnaires:write',
  'reports:read',
  'ai:use',
  'members:read',
  'members:manage',
  'organization:manage',
  'audit:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['owner', 'admin', 'risk_manager', 'auditor', 'member'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  risk_manager: 'Risk manager',
  auditor: 'Auditor',
  member: 'Member',
};

export const PERSONAS = ['executive', 'analyst', 'operator', 'auditor'] as const;
export const personaSchema = z.enum(PERSONAS);
export type Persona = z.infer<typeof personaSchema>;
