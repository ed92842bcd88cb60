import { clampScale, riskLevel, riskScore, type RiskLevel } from './scoring.ts';

export const CONTROL_TYPES = ['preventive', 'detective', 'corrective'] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

/** No set of controls removes a risk entirely. */
export const MAX_COMBINED_EFFECTIVENESS = 0.95;

/**
 * Controls act independently: together they fail only when each fails, so the combined
 * effectiveness is 1 - Π(1 - eᵢ), capped.
 */
export const combinedEffectiveness = (values: readonly number[]): number => {
  const miss = values.reduce((m, e) => m * (1 - Math.min(1, Math.max(0, e))), 1);
  return Math.min(MAX_COMBINED_EFFECTIVENESS, 1 - miss);
};

export type MappedControl = { type: string; effectiveness: number };

export type Residual = {
  likelihood: number;
  impact: number;
  score: number;
  level: RiskLevel;
};

/**
 * Residual risk: preventive controls lower the likelihood; detective and corrective controls
 * lower the impact. Each stays on the 1..5 scale.
 */
export const residualRisk = (
  likelihood: number,
  impact: number,
  controls: readonly MappedControl[],
): Residual => {
  const preventive = combinedEffectiveness(
    controls.filter((c) => c.type === 'preventive').map((c) => c.effectiveness),
  );
  const limiting = combinedEffectiveness(
    controls.filter((c) => c.type !== 'preventive').map((c) => c.effectiveness),
  );
  const l = clampScale(clampScale(likelihood) * (1 - preventive));
  const i = clampScale(clampScale(impact) * (1 - limiting));
  const score = riskScore(l, i);
  return { likelihood: l, impact: i, score, level: riskLevel(score) };
};
