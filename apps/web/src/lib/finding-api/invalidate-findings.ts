import type { QueryClient } from '@tanstack/react-query';

/**
 * Findings are shown by several features: a control's card, the findings register and the
 * dashboard widget cache them under ['controls'] (findings are control-testing work), a vendor's
 * tab under ['vendors', 'findings'], a risk's sources under ['risks', 'sources']. A change to
 * one refreshes them all; only the lists on screen refetch.
 */
export const FINDING_CACHE_PREFIXES = [
  ['controls'],
  ['vendors', 'findings'],
  ['risks', 'sources'],
] as const;

export const invalidateFindings = (queryClient: QueryClient) =>
  Promise.all(
    FINDING_CACHE_PREFIXES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
