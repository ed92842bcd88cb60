const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Whole dollars: "$2,400". */
export const formatCost = (value: number): string => money.format(value);

/** Hours with at most one decimal: "16.8 h". */
export const formatHours = (value: number): string => `${number.format(value)} h`;

/** A percentage with at most one decimal: "42.5%". */
export const formatPercent = (value: number): string => `${number.format(value)}%`;

/** A 0..1 effectiveness as a whole percentage, or a dash when not measured. */
export const formatEffectiveness = (value: number | null): string =>
  value === null ? '—' : `${Math.round(value * 100)}%`;
