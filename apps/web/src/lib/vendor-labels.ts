import {
  VENDOR_CATEGORIES,
  VENDOR_COMPLIANCE_LABELS,
  VENDOR_COMPLIANCE_STATUSES,
  VENDOR_DATA_KINDS,
  VENDOR_DOCUMENT_TYPES,
  VENDOR_STATUSES,
  VENDOR_TIERS,
  type CertificationGrade,
  type VendorCategory,
  type VendorComplianceStatus,
  type VendorDataKind,
  type VendorDocumentType,
  type VendorStatus,
  type VendorTier,
} from '@rampart/contracts';
import { VENDOR_STATUS_LABELS, VENDOR_TIER_LABELS } from '@rampart/domain';
import { labelOptions, type Labels } from './labels.ts';

// The vendor vocabulary's words, shared by the register and the /probo hub.

export const CATEGORY_LABELS: Labels<VendorCategory> = {
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

export const TIER_LABELS: Labels<VendorTier> = VENDOR_TIER_LABELS;
export const STATUS_LABELS: Labels<VendorStatus> = VENDOR_STATUS_LABELS;

export const COMPLIANCE_LABELS: Labels<VendorComplianceStatus> = VENDOR_COMPLIANCE_LABELS;

export const DATA_KIND_LABELS: Labels<VendorDataKind> = {
  personal: 'Personal data',
  sensitive_personal: 'Sensitive personal data',
  health: 'Health data',
  payment_card: 'Payment card data',
  financial: 'Financial data',
  employee: 'Employee data',
  customer: 'Customer data',
  credentials: 'Credentials',
  source_code: 'Source code',
  confidential: 'Confidential business data',
  public: 'Public data only',
};

export const DOCUMENT_TYPE_LABELS: Labels<VendorDocumentType> = {
  soc2_report: 'SOC 2 report',
  soc3_report: 'SOC 3 report',
  iso_certificate: 'ISO certificate',
  pci_aoc: 'PCI attestation of compliance',
  dpa: 'Data processing agreement',
  baa: 'Business associate agreement',
  pen_test: 'Penetration test report',
  insurance: 'Insurance certificate',
  other: 'Other document',
};

export const GRADE_LABELS: Labels<CertificationGrade> = {
  held: 'Held',
  in_progress: 'In progress',
  mentioned: 'Mentioned only',
};

export const CATEGORY_OPTIONS = labelOptions(VENDOR_CATEGORIES, CATEGORY_LABELS);
export const TIER_OPTIONS = labelOptions(VENDOR_TIERS, TIER_LABELS);
export const STATUS_OPTIONS = labelOptions(VENDOR_STATUSES, STATUS_LABELS);
export const COMPLIANCE_OPTIONS = labelOptions(VENDOR_COMPLIANCE_STATUSES, COMPLIANCE_LABELS);
export const DATA_KIND_OPTIONS = labelOptions(VENDOR_DATA_KINDS, DATA_KIND_LABELS);
export const DOCUMENT_TYPE_OPTIONS = labelOptions(VENDOR_DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS);
