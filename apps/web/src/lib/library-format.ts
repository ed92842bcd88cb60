// How library controls and their adoption read, on the library and on a framework's pages.
import { formatDollars, formatNumber } from '@rampart/domain';

/** Whole dollars: "$2,400". */
export const formatCost = (value: number): string => formatDollars(value);

/** Hours with at most one decimal: "16.8 h". */
export const formatHours = (value: number): string => `${formatNumber(value, 1)} h`;

const plural = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

/** "3 controls" / "1 control". */
export const controlCount = (n: number): string => plural(n, 'control', 'controls');

/** What an adoption did, for its toast: "3 controls added, 2 already in the register". */
export const adoptionSummary = (created: number, skipped: number): string =>
  [
    `${controlCount(created)} added`,
    skipped > 0 ? `${formatNumber(skipped)} already in the register` : null,
  ]
    .filter(Boolean)
    .join(', ');
