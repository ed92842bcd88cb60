import type { Permission, Persona } from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';

export const WIDGET_IDS = [
  'risk-levels',
  'heatmap',
  'frameworks',
  'tests',
  'findings',
  'evidence',
  'vendors',
  'activity',
] as const;
export type WidgetId = (typeof WIDGET_IDS)[number];

/** What each widget reads: without it the widget is not shown (no request that can only fail). */
export const WIDGET_PERMISSION: Record<WidgetId, Permission> = {
  'risk-levels': 'risks:read',
  heatmap: 'risks:read',
  frameworks: 'frameworks:read',
  tests: 'tests:read',
  // Findings are audit-evidence work: the evidence permissions govern them.
  findings: 'evidence:read',
  evidence: 'evidence:read',
  vendors: 'vendors:read',
  activity: 'audit:read',
};

/**
 * The order each persona reads the dashboard in: an executive looks at exposure and
 * compliance first, an analyst at the register, an operator at what is due, an auditor at
 * frameworks, findings and evidence.
 */
export const PERSONA_WIDGETS: Record<Persona, readonly WidgetId[]> = {
  executive: [
    'risk-levels',
    'frameworks',
    'heatmap',
    'findings',
    'vendors',
    'tests',
    'evidence',
    'activity',
  ],
  analyst: [
    'heatmap',
    'risk-levels',
    'tests',
    'findings',
    'frameworks',
    'evidence',
    'vendors',
    'activity',
  ],
  operator: [
    'tests',
    'evidence',
    'findings',
    'risk-levels',
    'frameworks',
    'heatmap',
    'vendors',
    'activity',
  ],
  auditor: [
    'frameworks',
    'findings',
    'evidence',
    'tests',
    'activity',
    'risk-levels',
    'heatmap',
    'vendors',
  ],
};

/** How many widgets render with the page; the rest load as they scroll into view. */
export const ABOVE_THE_FOLD = 4;
/**
 * The same on one column (below the `xl` breakpoint: a phone, a narrow window), where the page's
 * header and figures fill the first screen and the widgets stack: the first one only.
 */
export const ABOVE_THE_FOLD_ONE_COLUMN = 1;
/** Two columns of widgets from here (Tailwind's `xl`, the grid of DashboardWidgets). */
export const TWO_COLUMNS_QUERY = '(min-width: 80rem)';

/** The widgets a person sees, in their persona's order, those their role may read only. */
export const widgetsFor = (persona: Persona, permissions: readonly string[]): WidgetId[] =>
  PERSONA_WIDGETS[persona].filter((id) => hasPermission(permissions, WIDGET_PERMISSION[id]));
