/** Likelihood and impact run 1..5 (spec §5); the score is their product, 1..25. */
export const SCALE_MIN = 1;
export const SCALE_MAX = 5;
export const SCALE_LABELS = ['Very Low', 'Low', 'Medium', 'High', 'Very High'] as const;

/**
 * Level cut-offs: the highest score of each band. The spec gives two rules that disagree at 6,
 * 12 and 20 ("up to 6 low..." and the list loader's "at least 6 medium..."); Rampart uses the
 * first everywhere (docs/decisions/005).
 */
export const RISK_LEVEL_CUTOFFS = { low: 6, medium: 12, high: 20 } as const;
export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const clampScale = (n: number): number =>
  Math.min(SCALE_MAX, Math.max(SCALE_MIN, Math.round(Number.isFinite(n) ? n : SCALE_MIN)));

export const riskScore = (likelihood: number, impact: number): number =>
  clampScale(likelihood) * clampScale(impact);

export const riskLevel = (score: number): RiskLevel => {
  if (score <= RISK_LEVEL_CUTOFFS.low) return 'low';
  if (score <= RISK_LEVEL_CUTOFFS.medium) return 'medium';
  if (score <= RISK_LEVEL_CUTOFFS.high) return 'high';
  return 'critical';
};

/** The score range of a level, for filtering in SQL. */
export const levelScoreRange = (level: RiskLevel): { min: number; max: number } => {
  switch (level) {
    case 'low':
      return { min: 1, max: RISK_LEVEL_CUTOFFS.low };
    case 'medium':
      return { min: RISK_LEVEL_CUTOFFS.low + 1, max: RISK_LEVEL_CUTOFFS.medium };
    case 'high':
      return { min: RISK_LEVEL_CUTOFFS.medium + 1, max: RISK_LEVEL_CUTOFFS.high };
    case 'critical':
      return { min: RISK_LEVEL_CUTOFFS.high + 1, max: SCALE_MAX * SCALE_MAX };
  }
};
