const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A percentage with at most one decimal: "42.5%". */
export const formatPercent = (value: number): string => `${number.format(value)}%`;

/** A 0..1 effectiveness as a whole percentage, or a dash when not measured. */
export const formatEffectiveness = (value: number | null): string =>
  value === null ? '—' : `${Math.round(value * 100)}%`;
