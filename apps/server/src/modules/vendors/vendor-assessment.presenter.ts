import type { VendorAssessment } from '@rampart/contracts';
import type { VendorAssessmentRecord } from '@rampart/db';

type Stored = Pick<
  VendorAssessment,
  'findings' | 'frameworkCoverage' | 'riskProfile' | 'contractRecommendations' | 'dueDiligence'
> & { confidenceThreshold?: number };

export const presentVendorAssessment = (row: VendorAssessmentRecord): VendorAssessment => {
  const result = row.result as Stored;
  return {
    id: row.id,
    vendorId: row.vendorId,
    riskScore: row.riskScore,
    complianceStatus: row.complianceStatus as VendorAssessment['complianceStatus'],
    findings: result.findings,
    frameworkCoverage: result.frameworkCoverage,
    riskProfile: result.riskProfile,
    contractRecommendations: result.contractRecommendations,
    dueDiligence: result.dueDiligence,
    facts: row.facts as VendorAssessment['facts'],
    enhanced: row.enhanced,
    narrative: row.narrative,
    aiConfidence: row.aiConfidence,
    belowConfidenceThreshold:
      row.aiConfidence !== null &&
      result.confidenceThreshold !== undefined &&
      row.aiConfidence < result.confidenceThreshold,
    engine: row.engine,
    model: row.model,
    assessedBy: row.assessedBy
      ? { id: row.assessedBy, name: row.assessorName ?? 'Former member' }
      : null,
    assessedAt: row.assessedAt.toISOString(),
  };
};
