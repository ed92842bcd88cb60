/** Effectiveness is 0..1 on the server; the grid shows and takes a percentage. */
export const formatPercent = (effectiveness: number | undefined): string =>
  effectiveness === undefined ? '' : String(Math.round(effectiveness * 1000) / 10);

export type CellChange =
  | { kind: 'none' }
  | { kind: 'create'; effectiveness: number }
  | { kind: 'update'; effectiveness: number }
  | { kind: 'delete' }
  | { kind: 'invalid'; message: string };

export const INVALID_PERCENT = 'Enter a percentage from 0 to 100, or leave the cell blank to unmap';

/**
 * What typing `draft` into a cell holding `current` asks for: a new mapping, a new
 * effectiveness, no mapping (blank), nothing (unchanged), or a refusal to explain.
 */
export const planCellChange = (current: number | undefined, draft: string): CellChange => {
  const text = draft.trim().replace(/\s*%$/, '');
  if (text === '') return current === undefined ? { kind: 'none' } : { kind: 'delete' };
  const pct = Number(text.replace(',', '.'));
  if (!Number.isFinite(pct) || pct < 0 || pct > 100 || !/^[\d.,]+$/.test(text)) {
    return { kind: 'invalid', message: INVALID_PERCENT };
  }
  const effectiveness = Math.round(pct * 100) / 10_000;
  if (current === undefined) return { kind: 'create', effectiveness };
  if (formatPercent(current) === formatPercent(effectiveness)) return { kind: 'none' };
  return { kind: 'update', effectiveness };
};
