import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { RISK_CATEGORY_VALUES, type Heatmap } from '@rampart/contracts';
import { heatmapQueryOptions, type HeatmapParams } from '../../../lib/heatmap-api/get-heatmap.ts';
import { cellKey } from '../../../lib/heatmap-matrix.ts';

/**
 * Exact counts per cell and category, for Group By category: one aggregate per category
 * (within the category filter), so nothing is counted in the browser.
 */
export const useHeatmapByCategory = (params: HeatmapParams, enabled: boolean) => {
  const categoryKey = params.category.join(',');
  const categories = useMemo(
    () => (categoryKey ? categoryKey.split(',') : [...RISK_CATEGORY_VALUES]),
    [categoryKey],
  );
  const combine = useCallback(
    (results: { data?: Heatmap; isPending: boolean; isError: boolean; error: unknown }[]) => {
      const byCell = new Map<string, Map<string, number>>();
      results.forEach((r, i) => {
        for (const c of r.data?.cells ?? []) {
          const key = cellKey(c);
          const counts = byCell.get(key) ?? new Map<string, number>();
          counts.set(categories[i]!, c.count);
          byCell.set(key, counts);
        }
      });
      return {
        byCell,
        pending: results.some((r) => r.isPending),
        error: results.find((r) => r.isError)?.error ?? null,
      };
    },
    [categories],
  );
  return useQueries({
    queries: enabled
      ? categories.map((c) => heatmapQueryOptions({ ...params, category: [c] }))
      : [],
    combine,
  });
};
