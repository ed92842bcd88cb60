import { SCALE_LABELS } from '@rampart/domain';
import type { Segment } from './heatmap-groups.ts';
import type { MatrixCell } from './heatmap-matrix.ts';
import { LEVEL_STYLE } from './level-style.ts';

/** Cells this wide or wider show the level's name; smaller ones its initial. */
export const FULL_LABEL_SIZE = 56;

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** The count as the bubble shows it. */
export const shownCount = (count: number): string =>
  count >= 1000 ? compact.format(count) : String(count);

/** The level as the cell shows it: its name, or its initial in a small cell. */
export const shownLevel = (cell: Pick<MatrixCell, 'level'>, size: number): string => {
  const label = LEVEL_STYLE[cell.level].label;
  return size >= FULL_LABEL_SIZE ? label : label.charAt(0);
};

/**
 * The cell's accessible name. It ends with what the cell shows ("Medium 3"), so a speech user
 * can say what they see (WCAG 2.5.3, label in name); a small cell, which shows only the level's
 * initial, names the level in full before it.
 */
export const cellName = (cell: MatrixCell, size: number, segments?: readonly Segment[]) => {
  const level = LEVEL_STYLE[cell.level].label;
  const shown = shownLevel(cell, size);
  const where = `Likelihood ${cell.likelihood} ${SCALE_LABELS[cell.likelihood - 1]}, impact ${cell.impact} ${SCALE_LABELS[cell.impact - 1]}: score ${cell.score}`;
  const lead = shown === level ? where : `${where}, ${level} level`;
  const name = `${lead}, ${shown} ${shownCount(cell.count)} ${cell.count === 1 ? 'risk' : 'risks'}`;
  if (!segments || segments.length === 0) return name;
  return `${name} (${segments.map((s) => `${s.label} ${s.count}`).join(', ')})`;
};
