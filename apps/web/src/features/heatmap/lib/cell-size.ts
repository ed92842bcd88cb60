import { BASE_CELL_SIZE } from '../../../lib/risk-level-style.ts';

/** Below this side a cell keeps only the numbers; the scale's words move to a key below. */
export const COMPACT_CELL_SIZE = 60;
/** The rotated "Likelihood →" strip beside the rows. */
export const AXIS_WIDTH = 24;
/** The row headers: number and word, or the number alone beside compact cells. */
export const ROW_LABEL_WIDTH = { full: 88, compact: 28 } as const;

const COLUMNS = 5;

/**
 * The side of a cell at `zoom` % in a frame `frameWidth` px wide: at 100 % the matrix fits
 * the frame (a phone gets smaller, compact cells), never larger than the spec's ~400 px chart;
 * zoomed in past that, the frame scrolls. Without a width yet (first render), the base size.
 */
export const fittedCellSize = (zoom: number, frameWidth: number | null): number => {
  let base = BASE_CELL_SIZE;
  if (frameWidth !== null && frameWidth > 0) {
    const full = Math.floor((frameWidth - AXIS_WIDTH - ROW_LABEL_WIDTH.full) / COLUMNS);
    const compact = Math.floor((frameWidth - AXIS_WIDTH - ROW_LABEL_WIDTH.compact) / COLUMNS);
    base = Math.min(
      BASE_CELL_SIZE,
      full >= COMPACT_CELL_SIZE ? full : Math.min(COMPACT_CELL_SIZE - 1, compact),
    );
  }
  return Math.round((base * zoom) / 100);
};
