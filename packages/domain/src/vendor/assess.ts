// One call for a whole assessment: everything the spec's vendor assessment shows, from one set
// of facts, with the computed score feeding the profile and the clauses.
import type { VendorComplianceStatus } from '@rampart/contracts';
import {
  contractRecommendations,
  type ContractRecommendation,
} from './contract-recommendations.ts';
import { frameworkCoverage, type FrameworkCoverage } from './coverage.ts';
import { dueDiligenceItems, type DueDiligenceItem } from './due-diligence.ts';
import type { VendorFacts } from './facts.ts';
import { vendorFindings, type VendorFindingDraft } from './findings.ts';
import { vendorRiskProfile, type VendorRiskProfile } from './risk-profile.ts';
import { vendorComplianceStatus, vendorRiskScore } from './score.ts';

export type VendorAssessmentResult = {
  riskScore: number;
  complianceStatus: VendorComplianceStatus;
  findings: VendorFindingDraft[];
  frameworkCoverage: FrameworkCoverage[];
  riskProfile: VendorRiskProfile;
  contractRecommendations: ContractRecommendation[];
  dueDiligence: DueDiligenceItem[];
};

export const assessVendor = (facts: VendorFacts): VendorAssessmentResult => {
  const riskScore = vendorRiskScore(facts);
  return {
    riskScore,
    complianceStatus: vendorComplianceStatus(riskScore),
    findings: vendorFindings(facts),
    frameworkCoverage: frameworkCoverage(facts),
    riskProfile: vendorRiskProfile(facts, riskScore),
    contractRecommendations: contractRecommendations(facts, riskScore),
    dueDiligence: dueDiligenceItems(facts),
  };
};
