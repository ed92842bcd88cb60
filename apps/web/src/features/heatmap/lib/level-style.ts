import type { RiskLevel } from '@rampart/domain';

/** The risk scale of styles.css, for cells and bubbles; a level's name always goes with it. */
export const LEVEL_STYLE: Record<
  RiskLevel,
  {
    label: string;
    cell: string;
    text: string;
    solidVar: string;
    subtleVar: string;
    textVar: string;
  }
> = {
  low: {
    label: 'Low',
    cell: 'bg-risk-low-subtle',
    text: 'text-risk-low-text',
    solidVar: '--risk-low',
    subtleVar: '--risk-low-subtle',
    textVar: '--risk-low-text',
  },
  medium: {
    label: 'Medium',
    cell: 'bg-risk-medium-subtle',
    text: 'text-risk-medium-text',
    solidVar: '--risk-medium',
    subtleVar: '--risk-medium-subtle',
    textVar: '--risk-medium-text',
  },
  high: {
    label: 'High',
    cell: 'bg-risk-high-subtle',
    text: 'text-risk-high-text',
    solidVar: '--risk-high',
    subtleVar: '--risk-high-subtle',
    textVar: '--risk-high-text',
  },
  critical: {
    label: 'Critical',
    cell: 'bg-risk-critical-subtle',
    text: 'text-risk-critical-text',
    solidVar: '--risk-critical',
    subtleVar: '--risk-critical-subtle',
    textVar: '--risk-critical-text',
  },
};

/** Cell side at 100 % zoom: five rows and the axis labels make the ~400 px chart of spec §9. */
export const BASE_CELL_SIZE = 72;
