import { z } from 'zod';
import { FINDING_SEVERITY_VALUES } from './findings.ts';
import {
  VENDOR_CATEGORIES,
  VENDOR_COMPLIANCE_STATUSES,
  VENDOR_FRAMEWORKS,
} from './vendor-values.ts';

// A vendor's assessments by the spec's rules (packages/domain/src/vendor), and its findings
// into the risk register.

const findingDraftSchema = z.object({
  key: z.string(),
  category: z.string(),
  severity: z.enum(FINDING_SEVERITY_VALUES),
  title: z.string(),
  description: z.string(),
  remediation: z.string(),
});

export const vendorAssessmentSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  riskScore: z.number().int(),
  complianceStatus: z.enum(VENDOR_COMPLIANCE_STATUSES),
  findings: z.array(findingDraftSchema),
  frameworkCoverage: z.array(
    z.object({ framework: z.enum(VENDOR_FRAMEWORKS), held: z.boolean(), coverage: z.number() }),
  ),
  riskProfile: z.object({
    overallRiskScore: z.number(),
    categoryScores: z.object({
      security: z.number(),
      privacy: z.number(),
      compliance: z.number(),
      operational: z.number(),
      financial: z.number(),
    }),
    riskFactors: z.array(
      z.object({
        category: z.string(),
        factor: z.string(),
        impact: z.string(),
        likelihood: z.string(),
        description: z.string(),
      }),
    ),
    recommendations: z.array(z.string()),
    complianceGaps: z.array(
      z.object({
        framework: z.string(),
        requirement: z.string(),
        status: z.string(),
        severity: z.string(),
        description: z.string(),
      }),
    ),
    mitigationStrategies: z.array(
      z.object({
        riskCategory: z.string(),
        strategy: z.string(),
        priority: z.string(),
        timeline: z.string(),
        resources: z.array(z.string()),
      }),
    ),
  }),
  contractRecommendations: z.array(
    z.object({
      clause: z.string(),
      reason: z.string(),
      priority: z.string(),
      template: z.string(),
    }),
  ),
  dueDiligence: z.array(
    z.object({
      category: z.string(),
      item: z.string(),
      status: z.enum(['PENDING', 'NOT_APPLICABLE']),
      evidence: z.string().nullable(),
    }),
  ),
  /** The facts the rules read, as they were then. */
  facts: z.object({
    category: z.enum(VENDOR_CATEGORIES),
    heldFrameworks: z.array(z.enum(VENDOR_FRAMEWORKS)),
    urls: z.record(z.string(), z.string().nullable()),
    dataKinds: z.array(z.string()),
    tier: z.string().nullable(),
  }),
  enhanced: z.boolean(),
  narrative: z.string().nullable(),
  /** The narrative's confidence, and whether it fell below the organisation's threshold then. */
  aiConfidence: z.number().nullable(),
  belowConfidenceThreshold: z.boolean(),
  engine: z.string().nullable(),
  model: z.string().nullable(),
  assessedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  assessedAt: z.string(),
});
export type VendorAssessment = z.infer<typeof vendorAssessmentSchema>;

export const assessVendorBodySchema = z.object({
  /** Ask the configured model for a narrative on top of the rules. */
  enhanced: z.boolean().default(false),
});

export const findingToRiskBodySchema = z.object({
  /** Defaults: the vendor's name and the finding's title; the finding's, then the vendor's owner. */
  title: z.string().trim().min(1).max(200).optional(),
  ownerUserId: z.string().trim().min(1).max(64).nullable().optional(),
});
