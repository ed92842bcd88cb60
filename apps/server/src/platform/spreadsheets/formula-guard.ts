/**
 * Spreadsheet programs run a cell starting with = + - @ as a formula. Exports prefix such cells
 * with an apostrophe (shown as text) and imports remove it, so values survive the round trip.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const guardFormula = (cell: string): string =>
  FORMULA_START.test(cell) ? `'${cell}` : cell;

export const unguardFormula = (cell: string): string =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
