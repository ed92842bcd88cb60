import { SCALE_LABELS, formatCompact } from '@rampart/domain';
import type { Segment } from './heatmap-groups.ts';
import type { MatrixCell } from '../../../lib/heatmap-matrix.ts';
import { LEVEL_STYLE } from '../../../lib/risk-level-style.ts';

/** Cells this wide or wider show the level's name; smaller ones its initial. */
export const FULL_LABEL_SIZE = 56;

/** The count as the bubble shows it. */
export const shownCount = (count: number): string =>
  count >= 1000 ? formatCompact(count) : String(count);

/** The level as the cell shows it: its name, or its initial in a small cell. */
export const shownLevel = (cell: Pick<MatrixCell, 'level'>, size: number): string => {
  const label = LEVEL_STYLE[cell.level].label;
  return size >= FULL_LABEL_SIZE ? label : label.charAt(0);
};

/**
 * The cell's accessible name: "…: score 25, level Critical, 2 risks". The word "level" keeps the
 * level apart from the count ("Low 0 risks" read as no low risks). It holds what the cell shows
 * ("Critical" then "2") in that order, so a speech user can say what they see (WCAG 2.5.3, label
 * in name; axe compares words, ignoring punctuation); a small cell, which shows only the level's
 * initial, names the level in full with the initial after it: "level Critical (C), 1 risk".
 */
export const cellName = (cell: MatrixCell, size: number, segments?: readonly Segment[]) => {
  const level = LEVEL_STYLE[cell.level].label;
  const shown = shownLevel(cell, size);
  const where = `Likelihood ${cell.likelihood} ${SCALE_LABELS[cell.likelihood - 1]}, impact ${cell.impact} ${SCALE_LABELS[cell.impact - 1]}: score ${cell.score}`;
  const levelText = shown === level ? `level ${level}` : `level ${level} (${shown})`;
  const name = `${where}, ${levelText}, ${shownCount(cell.count)} ${cell.count === 1 ? 'risk' : 'risks'}`;
  if (!segments || segments.length === 0) return name;
  return `${name} (${segments.map((s) => `${s.label} ${s.count}`).join(', ')})`;
};
