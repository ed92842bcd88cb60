// A vendor's risk profile (spec §3 Vendor risk profile, §9 Risk profile fallbacks).
// Category scores are posture scores, higher is better, which is why security is 100 minus the
// risk score; the overall score stays the risk score, higher is riskier.
import type { VendorComplianceStatus } from '@rampart/contracts';
import { vendorComplianceGaps, type VendorComplianceGap } from './compliance-gaps.ts';
import { vendorHasPage, vendorHoldsAny, type VendorFacts } from './facts.ts';
import {
  vendorFactorRecommendations,
  vendorMitigationStrategies,
  vendorRiskFactors,
  type VendorMitigationStrategy,
  type VendorRiskCategory,
  type VendorRiskFactor,
} from './risk-factors.ts';
import { clampVendorScore, VENDOR_SCORE, vendorComplianceStatus } from './score.ts';

export type VendorRiskProfile = {
  overallRiskScore: number;
  categoryScores: Record<VendorRiskCategory, number>;
  riskFactors: VendorRiskFactor[];
  recommendations: string[];
  complianceGaps: VendorComplianceGap[];
  mitigationStrategies: VendorMitigationStrategy[];
};

export const VENDOR_PROFILE_SCORES = {
  privacy: { withPrivacyPolicy: 80, without: 40 },
  compliance: { withCertification: 75, without: 35 },
  operational: 60,
  financial: 65,
} as const;

/** The closing recommendation for each status: what the risk team should do with the vendor. */
export const VENDOR_STATUS_RECOMMENDATIONS: Record<VendorComplianceStatus, string> = {
  COMPLIANT:
    'Proceed on standard contract terms and reassess the vendor at its next scheduled review.',
  MODERATE_RISK:
    'Proceed once every open finding has an owner and a due date, and confirm the fixes at the ' +
    'next review.',
  HIGH_RISK:
    'Resolve the high-severity findings, or record a risk acceptance signed by the risk owner, ' +
    'before the vendor receives production data.',
  CRITICAL_RISK:
    'Do not onboard the vendor until the critical gaps are closed or an accountable executive ' +
    'formally accepts the risk.',
};

export const vendorCategoryScores = (
  facts: VendorFacts,
  score: number,
): Record<VendorRiskCategory, number> => {
  const s = VENDOR_PROFILE_SCORES;
  return {
    security: VENDOR_SCORE.max - clampVendorScore(score),
    privacy: vendorHasPage(facts, 'privacyPolicy')
      ? s.privacy.withPrivacyPolicy
      : s.privacy.without,
    compliance: vendorHoldsAny(facts) ? s.compliance.withCertification : s.compliance.without,
    operational: s.operational,
    financial: s.financial,
  };
};

/** `score` is passed in so a stored or overridden score drives the profile; it is clamped. */
export const vendorRiskProfile = (facts: VendorFacts, score: number): VendorRiskProfile => {
  const overallRiskScore = clampVendorScore(score);
  return {
    overallRiskScore,
    categoryScores: vendorCategoryScores(facts, overallRiskScore),
    riskFactors: vendorRiskFactors(facts),
    recommendations: [
      ...vendorFactorRecommendations(facts),
      VENDOR_STATUS_RECOMMENDATIONS[vendorComplianceStatus(overallRiskScore)],
    ],
    complianceGaps: vendorComplianceGaps(facts),
    mitigationStrategies: vendorMitigationStrategies(facts),
  };
};
