import { momentLabel, trendMoments, type TrendRangeSpec } from '@rampart/domain';

/** The chart's x labels, one per moment of the period. */
export const momentLabels = (r: TrendRangeSpec): string[] =>
  trendMoments(r).map((d) => momentLabel(d, r.step));
