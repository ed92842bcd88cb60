const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A percentage (0..100) with at most one decimal: "42.5%". */
export const formatPercent = (value: number): string => `${number.format(value)}%`;
