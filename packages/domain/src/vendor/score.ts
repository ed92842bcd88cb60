// Vendor risk score (spec §9) and the compliance status it maps to (spec §4). Higher is riskier.
import type {
  VendorCategory,
  VendorComplianceStatus,
  VendorFramework,
  VendorUrlKey,
} from '@rampart/contracts';
import { vendorHasPage, vendorHolds, type VendorFacts } from './facts.ts';

const FRAMEWORK_DEDUCTIONS = {
  SOC2: 15,
  ISO27001: 10,
  PCI_DSS: 10,
} as const satisfies Partial<Record<VendorFramework, number>>;

const PAGE_DEDUCTIONS = {
  securityPage: 5,
  privacyPolicy: 5,
  dataProcessingAgreement: 5,
} as const satisfies Partial<Record<VendorUrlKey, number>>;

const SURCHARGE_CATEGORIES = [
  'CLOUD_PROVIDER',
  'DATA_STORAGE_AND_PROCESSING',
  'FINANCE',
] as const satisfies readonly VendorCategory[];

export const VENDOR_SCORE = {
  base: 50,
  /** Held certifications and published pages lower the score. GDPR and HIPAA deduct nothing. */
  deductions: { ...FRAMEWORK_DEDUCTIONS, ...PAGE_DEDUCTIONS },
  /** Categories that hold the organisation's data or money at scale. */
  surchargeCategories: SURCHARGE_CATEGORIES,
  surcharge: 10,
  min: 0,
  max: 100,
} as const;

/**
 * Rounds and clamps a score taken from outside these rules (a stored or edited score). NaN is
 * treated as the worst score, as vendorComplianceStatus does: an unreadable risk is not a low one.
 */
export const clampVendorScore = (n: number): number =>
  Number.isNaN(n)
    ? VENDOR_SCORE.max
    : Math.min(VENDOR_SCORE.max, Math.max(VENDOR_SCORE.min, Math.round(n)));

export const vendorIsSurchargeCategory = (category: VendorCategory): boolean =>
  (SURCHARGE_CATEGORIES as readonly VendorCategory[]).includes(category);

export const vendorRiskScore = (facts: VendorFacts): number => {
  let score: number = VENDOR_SCORE.base;
  for (const [framework, points] of Object.entries(FRAMEWORK_DEDUCTIONS)) {
    if (vendorHolds(facts, framework as VendorFramework)) score -= points;
  }
  for (const [page, points] of Object.entries(PAGE_DEDUCTIONS)) {
    if (vendorHasPage(facts, page as VendorUrlKey)) score -= points;
  }
  if (vendorIsSurchargeCategory(facts.category)) score += VENDOR_SCORE.surcharge;
  return clampVendorScore(score);
};

/** The highest score of each band (spec §4: "25 or less", "up to 50", "up to 75"). */
export const VENDOR_STATUS_CUTOFFS = { compliant: 25, moderate: 50, high: 75 } as const;

/** A score that is not a number falls through to the worst status rather than the best. */
export const vendorComplianceStatus = (score: number): VendorComplianceStatus => {
  if (score <= VENDOR_STATUS_CUTOFFS.compliant) return 'COMPLIANT';
  if (score <= VENDOR_STATUS_CUTOFFS.moderate) return 'MODERATE_RISK';
  if (score <= VENDOR_STATUS_CUTOFFS.high) return 'HIGH_RISK';
  return 'CRITICAL_RISK';
};

/** The score range of a status, for filtering in SQL. */
export const vendorStatusScoreRange = (
  status: VendorComplianceStatus,
): { min: number; max: number } => {
  const c = VENDOR_STATUS_CUTOFFS;
  switch (status) {
    case 'COMPLIANT':
      return { min: VENDOR_SCORE.min, max: c.compliant };
    case 'MODERATE_RISK':
      return { min: c.compliant + 1, max: c.moderate };
    case 'HIGH_RISK':
      return { min: c.moderate + 1, max: c.high };
    case 'CRITICAL_RISK':
      return { min: c.high + 1, max: VENDOR_SCORE.max };
  }
};
