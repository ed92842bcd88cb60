import type { RiskLevel } from '@rampart/domain';

/**
 * The one risk scale of styles.css, for heat-map cells and bubbles wherever a matrix is drawn
 * (heat map, dashboard widget, reports, PNG export). The cell fill grows stronger with the level,
 * the ink (label, count, bubble) is AA on it, and a level's name always goes with the colour.
 */
export type LevelStyle = {
  label: string;
  /** Tailwind classes of the cell fill and its ink. */
  cell: string;
  ink: string;
  /** The same as custom properties, for canvas and SVG. */
  cellVar: string;
  inkVar: string;
  /** The level's solid colour (legend swatches). */
  solidVar: string;
};

export const LEVEL_STYLE: Record<RiskLevel, LevelStyle> = {
  low: {
    label: 'Low',
    cell: 'bg-risk-low-cell',
    ink: 'text-risk-low-ink',
    cellVar: '--risk-low-cell',
    inkVar: '--risk-low-ink',
    solidVar: '--risk-low',
  },
  medium: {
    label: 'Medium',
    cell: 'bg-risk-medium-cell',
    ink: 'text-risk-medium-ink',
    cellVar: '--risk-medium-cell',
    inkVar: '--risk-medium-ink',
    solidVar: '--risk-medium',
  },
  high: {
    label: 'High',
    cell: 'bg-risk-high-cell',
    ink: 'text-risk-high-ink',
    cellVar: '--risk-high-cell',
    inkVar: '--risk-high-ink',
    solidVar: '--risk-high',
  },
  critical: {
    label: 'Critical',
    cell: 'bg-risk-critical-cell',
    ink: 'text-risk-critical-ink',
    cellVar: '--risk-critical-cell',
    inkVar: '--risk-critical-ink',
    solidVar: '--risk-critical',
  },
};

/** Cell side at 100 % zoom: five rows and the axis labels make the ~400 px chart of spec §9. */
export const BASE_CELL_SIZE = 72;
