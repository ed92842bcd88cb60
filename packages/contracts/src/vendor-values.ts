// Zod-free (decision 008): the vendor vocabulary, read by the web app's URL search validation
// and the domain's scoring rules. The schemas built on it stay in vendors.ts.

/** The spec's vendor categories (§3 Vendor category). */
export const VENDOR_CATEGORIES = [
  'ANALYTICS',
  'CLOUD_MONITORING',
  'CLOUD_PROVIDER',
  'COLLABORATION',
  'CUSTOMER_SUPPORT',
  'DATA_STORAGE_AND_PROCESSING',
  'DOCUMENT_MANAGEMENT',
  'EMPLOYEE_MANAGEMENT',
  'ENGINEERING',
  'FINANCE',
  'IDENTITY_PROVIDER',
  'IT',
  'MARKETING',
  'OFFICE_OPERATIONS',
  'OTHER',
  'PASSWORD_MANAGEMENT',
  'PRODUCT_AND_DESIGN',
  'PROFESSIONAL_SERVICES',
  'RECRUITING',
  'SALES',
  'SECURITY',
  'VERSION_CONTROL',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

/** The page links of VendorInfo, in the spec's order. */
export const VENDOR_URL_KEYS = [
  'privacyPolicy',
  'serviceLevelAgreement',
  'dataProcessingAgreement',
  'businessAssociateAgreement',
  'subprocessorsList',
  'securityPage',
  'trustPage',
  'termsOfService',
  'statusPage',
] as const;
export type VendorUrlKey = (typeof VENDOR_URL_KEYS)[number];

export const VENDOR_URL_LABELS: Record<VendorUrlKey, string> = {
  privacyPolicy: 'Privacy policy',
  serviceLevelAgreement: 'Service level agreement',
  dataProcessingAgreement: 'Data processing agreement',
  businessAssociateAgreement: 'Business associate agreement',
  subprocessorsList: 'Subprocessors',
  securityPage: 'Security page',
  trustPage: 'Trust page',
  termsOfService: 'Terms of service',
  statusPage: 'Status page',
};

/** The frameworks Rampart recognises in a vendor's claims (§9 Framework coverage). */
export const VENDOR_FRAMEWORKS = ['SOC2', 'ISO27001', 'GDPR', 'HIPAA', 'PCI_DSS'] as const;
export type VendorFramework = (typeof VENDOR_FRAMEWORKS)[number];
export const VENDOR_FRAMEWORK_LABELS: Record<VendorFramework, string> = {
  SOC2: 'SOC 2',
  ISO27001: 'ISO 27001',
  GDPR: 'GDPR',
  HIPAA: 'HIPAA',
  PCI_DSS: 'PCI DSS',
};

/** held: the site says it holds it; in_progress: working towards it; mentioned: a name or logo alone. */
export const CERTIFICATION_GRADES = ['held', 'in_progress', 'mentioned'] as const;
export type CertificationGrade = (typeof CERTIFICATION_GRADES)[number];

/** §4 Vendor compliance status from risk score. */
export const VENDOR_COMPLIANCE_STATUSES = [
  'COMPLIANT',
  'MODERATE_RISK',
  'HIGH_RISK',
  'CRITICAL_RISK',
] as const;
export type VendorComplianceStatus = (typeof VENDOR_COMPLIANCE_STATUSES)[number];
export const VENDOR_COMPLIANCE_LABELS: Record<VendorComplianceStatus, string> = {
  COMPLIANT: 'Compliant',
  MODERATE_RISK: 'Moderate risk',
  HIGH_RISK: 'High risk',
  CRITICAL_RISK: 'Critical risk',
};

/** Criticality of the relationship; the review cadence follows it. */
export const VENDOR_TIERS = ['critical', 'high', 'medium', 'low'] as const;
export type VendorTier = (typeof VENDOR_TIERS)[number];

/** Lifecycle of the relationship. */
export const VENDOR_STATUSES = ['prospective', 'active', 'offboarded'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];
/**
 * The status that ends a relationship: an offboarded vendor is not watched, raises no finding
 * and is never due for review. The one place the condition is spelt (SQL: vendorWatchedSql).
 */
export const VENDOR_ENDED_STATUS = 'offboarded' satisfies VendorStatus;

/** Kinds of data a vendor processes for the organisation. */
export const VENDOR_DATA_KINDS = [
  'personal',
  'sensitive_personal',
  'health',
  'payment_card',
  'financial',
  'employee',
  'customer',
  'credentials',
  'source_code',
  'confidential',
  'public',
] as const;
export type VendorDataKind = (typeof VENDOR_DATA_KINDS)[number];

/** Documents a vendor hands over, stored as evidence. */
export const VENDOR_DOCUMENT_TYPES = [
  'soc2_report',
  'soc3_report',
  'iso_certificate',
  'pci_aoc',
  'dpa',
  'baa',
  'pen_test',
  'insurance',
  'other',
] as const;
export type VendorDocumentType = (typeof VENDOR_DOCUMENT_TYPES)[number];

/** The hub's tabs (§2 /probo). */
export const PROBO_TABS = [
  'vendor-assessment',
  'controls-library',
  'soc2-assessment',
  'dashboard',
] as const;
export type ProboTab = (typeof PROBO_TABS)[number];

/** The spec's vendor messages (§8) and Rampart's own. */
export const VENDOR_MESSAGES = {
  assessFailed: 'Failed to assess vendor',
  enhancedFailed: 'Failed to perform enhanced vendor assessment',
  extractionFallback: 'Vendor information could not be automatically extracted',
  urlNotAllowed: 'That address cannot be read: only public http(s) sites are allowed',
  urlInvalid: 'Enter a web address such as https://vendor.example',
} as const;

/** A vendor document of this type, still valid, shows the framework is held. */
export const DOCUMENT_FRAMEWORKS: Partial<Record<VendorDocumentType, VendorFramework>> = {
  soc2_report: 'SOC2',
  iso_certificate: 'ISO27001',
  pci_aoc: 'PCI_DSS',
};
