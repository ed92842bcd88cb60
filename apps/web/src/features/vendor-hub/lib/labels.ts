import {
  VENDOR_CATEGORIES,
  VENDOR_COMPLIANCE_LABELS,
  VENDOR_TIERS,
  type CertificationGrade,
  type VendorCategory,
  type VendorComplianceStatus,
  type VendorStatus,
  type VendorTier,
} from '@rampart/contracts';

// The register's words for the same values (features/vendors/lib/labels.ts); repeated here
// because features do not import each other.

export const CATEGORY_LABELS: Record<VendorCategory, string> = {
  ANALYTICS: 'Analytics',
  CLOUD_MONITORING: 'Cloud monitoring',
  CLOUD_PROVIDER: 'Cloud provider',
  COLLABORATION: 'Collaboration',
  CUSTOMER_SUPPORT: 'Customer support',
  DATA_STORAGE_AND_PROCESSING: 'Data storage and processing',
  DOCUMENT_MANAGEMENT: 'Document management',
  EMPLOYEE_MANAGEMENT: 'Employee management',
  ENGINEERING: 'Engineering',
  FINANCE: 'Finance',
  IDENTITY_PROVIDER: 'Identity provider',
  IT: 'IT',
  MARKETING: 'Marketing',
  OFFICE_OPERATIONS: 'Office operations',
  OTHER: 'Other',
  PASSWORD_MANAGEMENT: 'Password management',
  PRODUCT_AND_DESIGN: 'Product and design',
  PROFESSIONAL_SERVICES: 'Professional services',
  RECRUITING: 'Recruiting',
  SALES: 'Sales',
  SECURITY: 'Security',
  VERSION_CONTROL: 'Version control',
};

export const TIER_LABELS: Record<VendorTier, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const STATUS_LABELS: Record<VendorStatus, string> = {
  prospective: 'Prospective',
  active: 'Active',
  offboarded: 'Offboarded',
};

export const COMPLIANCE_LABELS: Record<VendorComplianceStatus, string> = VENDOR_COMPLIANCE_LABELS;

export const GRADE_LABELS: Record<CertificationGrade, string> = {
  held: 'Held',
  in_progress: 'In progress',
  mentioned: 'Mentioned only',
};

export const SEVERITY_LABELS = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
} as const;

/** The kinds of page the reader visits, as a person would name them. */
export const PAGE_KIND_LABELS: Record<string, string> = {
  home: 'Home page',
  robots: 'robots.txt',
  sitemap: 'Sitemap',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
  dpa: 'Data processing agreement',
  baa: 'Business associate agreement',
  sla: 'Service level agreement',
  subprocessors: 'Subprocessors',
  security: 'Security page',
  trust: 'Trust page',
  status: 'Status page',
  legal: 'Legal page',
  about: 'About page',
  other: 'Other page',
};

export const READ_AS_LABELS: Record<string, string> = {
  html: 'HTML',
  pdf: 'PDF',
  rendered: 'Rendered in a browser',
  none: 'Not read',
};

export const CATEGORY_OPTIONS = VENDOR_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));
export const TIER_OPTIONS = VENDOR_TIERS.map((value) => ({ value, label: TIER_LABELS[value] }));

/** A value the server sent that this screen has no word for: shown as written, readably. */
export const humanize = (value: string): string => {
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '—';
};

/** The label of a known value, else the value made readable. */
export const labelOf = (labels: Readonly<Record<string, string>>, value: string): string =>
  Object.hasOwn(labels, value) ? labels[value]! : humanize(value);
