import {
  VENDOR_COMPLIANCE_LABELS,
  type AssessmentResult,
  type AssessmentStatus,
  type FindingSeverity,
  type FindingStatus,
  type VendorComplianceStatus,
  type VendorStatus,
  type VendorTier,
} from '@rampart/contracts';
import type {
  CONTROL_AUTOMATION_VALUES,
  CONTROL_EFFECTIVENESS_BAND_VALUES,
  CONTROL_FREQUENCY_VALUES,
  CONTROL_PRIORITY_VALUES,
  CONTROL_STATUS_VALUES,
  CONTROL_TEST_RESULT_VALUES,
  CONTROL_TEST_STATUS_VALUES,
  CONTROL_TYPE_VALUES,
  IMPLEMENTATION_COMPLEXITY_VALUES,
  IMPLEMENTATION_STATUS_VALUES,
  LIBRARY_CATEGORY_VALUES,
  RISK_CATEGORY_VALUES,
  RISK_LEVEL_VALUES,
  RISK_STATUS_VALUES,
} from '@rampart/contracts';

// The words a person reads for each code, in one place: the screens, the report builder's PDF
// and XLSX, and the exports that a board reads all say "Moderate risk", never "MODERATE_RISK".

type Of<T extends readonly string[]> = T[number];
export type Labels<T extends string> = Readonly<Record<T, string>>;

export const RISK_CATEGORY_LABELS: Labels<Of<typeof RISK_CATEGORY_VALUES>> = {
  OPERATIONAL: 'Operational',
  FINANCIAL: 'Financial',
  STRATEGIC: 'Strategic',
  COMPLIANCE: 'Compliance',
  TECHNOLOGY: 'Technology',
};

export const RISK_STATUS_LABELS: Labels<Of<typeof RISK_STATUS_VALUES>> = {
  identified: 'Identified',
  assessed: 'Assessed',
  'in-progress': 'In progress',
  mitigated: 'Mitigated',
  accepted: 'Accepted',
  closed: 'Closed',
};

export const RISK_LEVEL_LABELS: Labels<Of<typeof RISK_LEVEL_VALUES>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const FINDING_SEVERITY_LABELS: Labels<FindingSeverity> = RISK_LEVEL_LABELS;

export const FINDING_STATUS_LABELS: Labels<FindingStatus> = {
  open: 'Open',
  'in-progress': 'In progress',
  resolved: 'Resolved',
  accepted: 'Accepted',
  closed: 'Closed',
};

export const CONTROL_TYPE_LABELS: Labels<Of<typeof CONTROL_TYPE_VALUES>> = {
  preventive: 'Preventive',
  detective: 'Detective',
  corrective: 'Corrective',
};

export const CONTROL_STATUS_LABELS: Labels<Of<typeof CONTROL_STATUS_VALUES>> = {
  active: 'Active',
  inactive: 'Inactive',
  planned: 'Planned',
  retired: 'Retired',
};

export const CONTROL_AUTOMATION_LABELS: Labels<Of<typeof CONTROL_AUTOMATION_VALUES>> = {
  manual: 'Manual',
  automated: 'Automated',
  hybrid: 'Hybrid',
};

export const IMPLEMENTATION_STATUS_LABELS: Labels<Of<typeof IMPLEMENTATION_STATUS_VALUES>> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  implemented: 'Implemented',
};

export const CONTROL_FREQUENCY_LABELS: Labels<Of<typeof CONTROL_FREQUENCY_VALUES>> = {
  CONTINUOUS: 'Continuous',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  SEMI_ANNUALLY: 'Every 6 months',
  ANNUALLY: 'Annually',
};

export const EFFECTIVENESS_BAND_LABELS: Labels<Of<typeof CONTROL_EFFECTIVENESS_BAND_VALUES>> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const CONTROL_TEST_RESULT_LABELS: Labels<Of<typeof CONTROL_TEST_RESULT_VALUES>> = {
  pass: 'Pass',
  partial: 'Partial',
  fail: 'Fail',
};

export const CONTROL_TEST_STATUS_LABELS: Labels<Of<typeof CONTROL_TEST_STATUS_VALUES>> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
};

export const CONTROL_PRIORITY_LABELS: Labels<Of<typeof CONTROL_PRIORITY_VALUES>> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const IMPLEMENTATION_COMPLEXITY_LABELS: Labels<Of<typeof IMPLEMENTATION_COMPLEXITY_VALUES>> =
  {
    simple: 'Simple',
    moderate: 'Moderate',
    complex: 'Complex',
  };

export const LIBRARY_CATEGORY_LABELS: Labels<Of<typeof LIBRARY_CATEGORY_VALUES>> = {
  'access-control': 'Access control',
  'data-protection': 'Data protection',
  'network-security': 'Network security',
  'incident-response': 'Incident response',
  'compliance-monitoring': 'Compliance monitoring',
  'vendor-management': 'Vendor management',
  governance: 'Governance',
  'asset-management': 'Asset management',
  'hr-security': 'HR security',
  'physical-security': 'Physical security',
  'operations-security': 'Operations security',
  'secure-development': 'Secure development',
  'business-continuity': 'Business continuity',
  privacy: 'Privacy',
};

export const ASSESSMENT_STATUS_LABELS: Labels<AssessmentStatus> = {
  in_progress: 'In progress',
  signed_off: 'Signed off',
};

export const LIBRARY_IMPORTANCE_LABELS: Labels<'MANDATORY' | 'PREFERRED' | 'ADVANCED'> = {
  MANDATORY: 'Mandatory',
  PREFERRED: 'Preferred',
  ADVANCED: 'Advanced',
};

export const ASSESSMENT_RESULT_LABELS: Labels<AssessmentResult> = {
  not_assessed: 'Not assessed',
  met: 'Met',
  partly_met: 'Partly met',
  not_met: 'Not met',
  not_applicable: 'Not applicable',
};

export const FRAMEWORK_SOURCE_LABELS: Labels<'builtin' | 'oscal'> = {
  builtin: 'Built in',
  oscal: 'OSCAL import',
};

export const VENDOR_TIER_LABELS: Labels<VendorTier> = RISK_LEVEL_LABELS;

export const VENDOR_STATUS_LABELS: Labels<VendorStatus> = {
  prospective: 'Prospective',
  active: 'Active',
  offboarded: 'Offboarded',
};

export const VENDOR_COMPLIANCE_STATUS_LABELS: Labels<VendorComplianceStatus> =
  VENDOR_COMPLIANCE_LABELS;

/** Words that keep their capitals when a code is turned into words. */
const ACRONYMS: Readonly<Record<string, string>> = {
  hr: 'HR',
  it: 'IT',
  ai: 'AI',
  soc: 'SOC',
  iso: 'ISO',
  gdpr: 'GDPR',
  hipaa: 'HIPAA',
  pci: 'PCI',
  dss: 'DSS',
};

/** A code no table knows, in sentence case: "MODERATE_RISK" -> "Moderate risk". */
export const codeToWords = (code: string): string => {
  const words = code
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase());
  if (words.length === 0) return '—';
  const [first, ...rest] = words;
  return [first!.charAt(0).toUpperCase() + first!.slice(1), ...rest].join(' ');
};

/** The label of a value, or the value in words when the table does not know it. */
export const labelOf = (
  labels: Readonly<Record<string, string>>,
  value: string | null | undefined,
) =>
  value == null || value === ''
    ? '—'
    : Object.hasOwn(labels, value)
      ? labels[value]!
      : codeToWords(value);

/**
 * A control's category is free text that is often a library code ("hr-security"): a code reads
 * as its label, anything a person typed stays as they typed it.
 */
export const controlCategoryLabel = (category: string | null | undefined): string => {
  if (!category) return '—';
  if (Object.hasOwn(LIBRARY_CATEGORY_LABELS, category))
    return LIBRARY_CATEGORY_LABELS[category as keyof typeof LIBRARY_CATEGORY_LABELS];
  return /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(category) ? codeToWords(category) : category;
};
