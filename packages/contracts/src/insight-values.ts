// Zod-free (decision 008): the Analytics page's URL validation reads these in the first load.
// The schemas built on them stay in analytics-trends.ts.

export const TREND_PERIODS = ['30d', '90d', '365d', 'custom'] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];
export type TrendStep = 'day' | 'week' | 'month';
/** A custom period is at most three years (about 37 monthly points). */
export const MAX_CUSTOM_DAYS = 1096;
