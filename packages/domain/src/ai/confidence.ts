/**
 * How sure an AI result is, 0.3..0.95 (spec §9: base 0.7, clamped). The signals are the ones a
 * reviewer would weigh: how much of the organisation's data the result rests on, whether a
 * language model or the offline rules produced it, and whether parts are defaults.
 */
export const CONFIDENCE = {
  base: 0.7,
  min: 0.3,
  max: 0.95,
  /** Data points (risks, controls, tests...) the result was built from. */
  data: { none: -0.25, few: -0.1, many: 0.1, fewBelow: 5, manyFrom: 20 },
  /** A language model reads free text the offline rules cannot. */
  model: 0.05,
  /** Model output was unusable and defaults were shown instead. */
  fallback: -0.3,
  /** Each expected input that was missing (no description, no category...). */
  missingInput: -0.05,
} as const;

export type ConfidenceSignals = {
  engine: 'offline' | 'openai' | 'anthropic';
  dataPoints: number;
  fallbackUsed?: boolean;
  missingInputs?: number;
};

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export const aiConfidence = (s: ConfidenceSignals): number => {
  const c = CONFIDENCE;
  let score: number = c.base;
  const n = Math.max(0, Math.floor(s.dataPoints));
  if (n === 0) score += c.data.none;
  else if (n < c.data.fewBelow) score += c.data.few;
  else if (n >= c.data.manyFrom) score += c.data.many;
  if (s.engine !== 'offline') score += c.model;
  if (s.fallbackUsed) score += c.fallback;
  score += c.missingInput * Math.max(0, s.missingInputs ?? 0);
  return Math.round(clamp(score, c.min, c.max) * 100) / 100;
};
