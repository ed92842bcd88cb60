// How library controls and their adoption read, on the library and on a framework's pages.
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

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** "3 controls" / "1 control". */
export const controlCount = (n: number): string => plural(n, 'control', 'controls');

/** What an adoption did, for its toast: "3 controls added, 2 already in the register". */
export const adoptionSummary = (created: number, skipped: number): string =>
  [
    `${controlCount(created)} added`,
    skipped > 0 ? `${skipped.toLocaleString()} already in the register` : null,
  ]
    .filter(Boolean)
    .join(', ');
