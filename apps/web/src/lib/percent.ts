import { formatNumber } from '@rampart/domain';

/** A percentage (0..100) with at most one decimal: "42.5%". */
export const formatPercent = (value: number): string => `${formatNumber(value, 1)}%`;
