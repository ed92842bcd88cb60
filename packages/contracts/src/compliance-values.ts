// Zod-free (decision 008): the library and requirement vocabulary, read by the web app's URL
// search validation in its first load. The schemas built on it stay in compliance.ts.

export const LIBRARY_IMPORTANCE_VALUES = ['MANDATORY', 'PREFERRED', 'ADVANCED'] as const;
export const LIBRARY_CATEGORY_VALUES = [
  'access-control',
  'data-protection',
  'network-security',
  'incident-response',
  'compliance-monitoring',
  'vendor-management',
  'governance',
  'asset-management',
  'hr-security',
  'physical-security',
  'operations-security',
  'secure-development',
  'business-continuity',
  'privacy',
] as const;

export const REQUIREMENT_STATUS_VALUES = [
  'met',
  'partly_met',
  'not_met',
  'not_applicable',
] as const;
export type RequirementStatusValue = (typeof REQUIREMENT_STATUS_VALUES)[number];
export const CONTROL_COMPLIANCE_VALUES = ['effective', 'partial', 'not_started'] as const;
