export const EFFECTIVENESS_BANDS = ['high', 'medium', 'low'] as const;
export type EffectivenessBand = (typeof EFFECTIVENESS_BANDS)[number];

/** Percentages (spec §4): 85 or more high, 60 or more medium. */
export const PERCENT_CUTOFFS = { high: 85, medium: 60 } as const;
/** After a completed test, 0..1 (spec §4): over 0.8 high, over 0.6 medium. */
export const TEST_CUTOFFS = { high: 0.8, medium: 0.6 } as const;
/** A control effectiveness rating below 3 (of 5) counts as ineffective (spec §9). */
export const INEFFECTIVE_RATING_BELOW = 3;

export const bandFromPercent = (percent: number): EffectivenessBand => {
  if (percent >= PERCENT_CUTOFFS.high) return 'high';
  if (percent >= PERCENT_CUTOFFS.medium) return 'medium';
  return 'low';
};

export const bandFromTest = (effectiveness: number): EffectivenessBand => {
  if (effectiveness > TEST_CUTOFFS.high) return 'high';
  if (effectiveness > TEST_CUTOFFS.medium) return 'medium';
  return 'low';
};

/** A 3..5 rating (the spec's local mapping scale) as 0..1. */
export const ratingToEffectiveness = (rating: number): number =>
  Math.min(1, Math.max(0, rating / 5));

export const isIneffectiveRating = (rating: number): boolean => rating < INEFFECTIVE_RATING_BELOW;
