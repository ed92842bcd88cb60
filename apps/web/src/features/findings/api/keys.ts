import type { FindingListParams } from '../lib/findings-search.ts';

/**
 * Cache keys of the findings register. Findings live under ['controls'] with the rest of
 * control testing (a control's findings card, the dashboard widget), so the invalidation after
 * any change to a finding (lib/finding-api) refreshes the register too.
 */
export const FINDINGS_KEYS = {
  all: ['controls', 'findings-register'] as const,
  page: (params: FindingListParams, page: number) =>
    ['controls', 'findings-register', params, page] as const,
  overdueCount: ['controls', 'findings-register', 'overdue-count'] as const,
};
