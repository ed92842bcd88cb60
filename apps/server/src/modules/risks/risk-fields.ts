import type { CreateRiskBody, UpdateRiskBody } from '@rampart/contracts';
import {
  DEFAULT_REVIEW_CADENCE,
  nextReviewDate,
  residualRisk,
  riskLevel,
  riskScore,
  type ReviewCadence,
} from '@rampart/domain';
import type { NewRiskRow, RiskRow } from '@rampart/db';

/** Everything derived from a risk's inputs: score, level, residual, review schedule. */
export const derivedRiskFields = (
  values: Pick<RiskRow, 'likelihood' | 'impact'> & {
    reviewCadence?: string | null;
    lastAssessed?: Date | null;
    dateIdentified?: Date | null;
    nextReview?: Date | null;
  },
  mitigations: { type: string; effectiveness: number }[],
) => {
  const score = riskScore(values.likelihood, values.impact);
  const level = riskLevel(score);
  const residual = residualRisk(values.likelihood, values.impact, mitigations);
  const cadence = (values.reviewCadence ?? DEFAULT_REVIEW_CADENCE[level]) as ReviewCadence;
  const from = values.lastAssessed ?? values.dateIdentified ?? new Date();
  return {
    riskScore: score,
    riskLevel: level,
    residualLikelihood: residual.likelihood,
    residualImpact: residual.impact,
    residualScore: residual.score,
    residualLevel: residual.level,
    reviewCadence: cadence,
    nextReview: values.nextReview ?? nextReviewDate(from, cadence),
  };
};

export const newRiskRow = (
  id: string,
  organizationId: string,
  createdBy: string,
  input: CreateRiskBody,
): NewRiskRow => {
  const dateIdentified = input.dateIdentified ?? new Date();
  return {
    id,
    organizationId,
    createdBy,
    title: input.title,
    description: input.description,
    category: input.category,
    likelihood: input.likelihood,
    impact: input.impact,
    status: input.status,
    owner: input.owner ?? null,
    ownerUserId: input.ownerUserId ?? null,
    frameworks: input.frameworks,
    dateIdentified,
    lastAssessed: input.lastAssessed ?? null,
    ...derivedRiskFields(
      {
        likelihood: input.likelihood,
        impact: input.impact,
        reviewCadence: input.reviewCadence,
        lastAssessed: input.lastAssessed,
        dateIdentified,
        nextReview: input.nextReview,
      },
      [],
    ),
  };
};

/** The auditable view of a risk: its inputs, not timestamps. */
export const riskSnapshot = (r: RiskRow) => ({
  title: r.title,
  description: r.description,
  category: r.category,
  likelihood: r.likelihood,
  impact: r.impact,
  riskScore: r.riskScore,
  status: r.status,
  owner: r.owner,
  reviewCadence: r.reviewCadence,
  frameworks: r.frameworks,
});

export type { UpdateRiskBody };
