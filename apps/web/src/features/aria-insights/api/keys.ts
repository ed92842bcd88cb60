import type { AiTrendPeriod } from '@rampart/contracts';

/**
 * Cache keys of ARIA's analyses. Insights and trends are what ARIA last computed (a button
 * computes them again); the others are read-only answers over the organisation's data. The
 * features that change that data do not know them, so they stay fresh for a short while only.
 */
export const ARIA_KEYS = {
  all: ['aria'] as const,
  insights: ['aria', 'insights'] as const,
  trends: (period: AiTrendPeriod) => ['aria', 'trends', period] as const,
  // Under ['frameworks'], so adopting or tracking a framework refreshes the choice.
  frameworks: ['frameworks', 'options', 'aria'] as const,
  gaps: (frameworkId: string) => ['aria', 'gaps', frameworkId] as const,
};

/** An analysis is recomputed when the page is opened again after this long. */
export const ARIA_STALE_MS = 60_000;
