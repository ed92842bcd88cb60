import type { RiskTolerance, RiskTreatment } from '@rampart/contracts';
import { RISK_LEVEL_CUTOFFS, SCALE_MAX, riskLevel, type RiskLevel } from '../../risk/scoring.ts';

/**
 * The highest residual score each tolerance accepts. Medium accepts what the register calls a
 * low risk (up to 6); low accepts only the bottom of that band; high accepts up to medium (12).
 */
export const RISK_TOLERANCE_MAX_SCORE: Record<RiskTolerance, number> = {
  low: 3,
  medium: RISK_LEVEL_CUTOFFS.low,
  high: RISK_LEVEL_CUTOFFS.medium,
};
export const DEFAULT_RISK_TOLERANCE: RiskTolerance = 'medium';

/** How the 0..100 analysis score weighs the position before and after controls. */
export const ANALYSIS_SCORE_WEIGHTS = { inherent: 0.4, residual: 0.6 } as const;

/** The edges of the treatment rules (recommendTreatment). */
export const TREATMENT_RULES = {
  /** A residual score above this (critical even with controls) is avoided. */
  avoidResidualAbove: RISK_LEVEL_CUTOFFS.high,
  /** Rare but severe after controls: transferred (insurance, contract). */
  transferImpactFrom: 4,
  transferLikelihoodUpTo: 2,
} as const;

const MAX_SCORE = SCALE_MAX * SCALE_MAX;

/** 0..100 from the inherent and residual scores (1..25 each). */
export const analysisScore = (inherentScore: number, residualScore: number): number => {
  const w = ANALYSIS_SCORE_WEIGHTS;
  const blended = w.inherent * inherentScore + w.residual * residualScore;
  return Math.min(100, Math.max(0, Math.round((blended / MAX_SCORE) * 100)));
};

export type TreatmentRule =
  'within-tolerance' | 'critical-after-controls' | 'rare-but-severe' | 'above-tolerance';

export type TreatmentInput = {
  /** The residual position: after the controls in operation. */
  residualLikelihood: number;
  residualImpact: number;
  residualScore: number;
  tolerance: RiskTolerance;
};

/**
 * The treatment for a risk, from its residual position and the tolerance: accept what the
 * tolerance accepts; avoid what stays critical even with controls; transfer what is rare but
 * severe; mitigate the rest.
 */
export const recommendTreatment = (
  input: TreatmentInput,
): { treatment: RiskTreatment; rule: TreatmentRule } => {
  if (input.residualScore <= RISK_TOLERANCE_MAX_SCORE[input.tolerance]) {
    return { treatment: 'accept', rule: 'within-tolerance' };
  }
  if (input.residualScore > TREATMENT_RULES.avoidResidualAbove) {
    return { treatment: 'avoid', rule: 'critical-after-controls' };
  }
  if (
    input.residualImpact >= TREATMENT_RULES.transferImpactFrom &&
    input.residualLikelihood <= TREATMENT_RULES.transferLikelihoodUpTo
  ) {
    return { treatment: 'transfer', rule: 'rare-but-severe' };
  }
  return { treatment: 'mitigate', rule: 'above-tolerance' };
};

export type AnalysisFacts = {
  /** False for a risk described in the request (not in the register). */
  inRegister: boolean;
  likelihood: number;
  impact: number;
  inherentScore: number;
  residualLikelihood: number;
  residualImpact: number;
  residualScore: number;
  /** Active controls mapped to the risk. */
  mappedControls: number;
  tolerance: RiskTolerance;
  /** Inputs assumed rather than given. */
  assumed: string[];
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const level = (score: number): RiskLevel => riskLevel(score);

/** The offline analysis: score, treatment and a few sentences naming every number used. */
export const offlineRiskAnalysis = (f: AnalysisFacts) => {
  const score = analysisScore(f.inherentScore, f.residualScore);
  const { treatment, rule } = recommendTreatment({
    residualLikelihood: f.residualLikelihood,
    residualImpact: f.residualImpact,
    residualScore: f.residualScore,
    tolerance: f.tolerance,
  });
  const max = RISK_TOLERANCE_MAX_SCORE[f.tolerance];
  const sentences: string[] = [];
  if (f.assumed.length > 0) {
    sentences.push(
      `${f.assumed.join(' and ')} ${f.assumed.length === 1 ? 'was' : 'were'} not given, so the medium value 3 was assumed.`,
    );
  }
  sentences.push(
    `Likelihood ${f.likelihood} × impact ${f.impact} gives an inherent score of ${f.inherentScore} of 25 (${level(f.inherentScore)}).`,
  );
  if (!f.inRegister) {
    sentences.push(
      'The risk is not in the register, so no controls reduce it: the residual score equals the inherent score.',
    );
  } else if (f.mappedControls === 0) {
    sentences.push(
      'No control in operation is mapped to it, so the residual score equals the inherent score.',
    );
  } else {
    sentences.push(
      `${plural(f.mappedControls, 'mapped control')} in operation bring the residual to likelihood ${f.residualLikelihood} × impact ${f.residualImpact} = ${f.residualScore} (${level(f.residualScore)}).`,
    );
  }
  const w = ANALYSIS_SCORE_WEIGHTS;
  sentences.push(
    `Weighting the inherent score ${w.inherent * 100}% and the residual ${w.residual * 100}% gives ${score} of 100.`,
  );
  const because: Record<TreatmentRule, string> = {
    'within-tolerance': `The ${f.tolerance} tolerance accepts residual scores up to ${max}, and ${f.residualScore} is within it: accept the risk and keep reviewing it on schedule.`,
    'critical-after-controls': `Even with its controls the residual score ${f.residualScore} is critical (above ${TREATMENT_RULES.avoidResidualAbove}): avoid the activity that causes it, or redesign it.`,
    'rare-but-severe': `The residual score ${f.residualScore} is above the ${f.tolerance} tolerance (${max}), but the risk is now unlikely (likelihood ${f.residualLikelihood}) and severe (impact ${f.residualImpact}): transfer it, for example through insurance or a contract.`,
    'above-tolerance': `The residual score ${f.residualScore} is above the ${f.tolerance} tolerance (${max}): mitigate it with stronger or additional controls.`,
  };
  sentences.push(because[rule]);
  return { score, recommendation: treatment, rule, reasoning: sentences.join(' ') };
};
