import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { RISK_CATEGORY_VALUES, type Heatmap } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import type { Basis } from '../lib/heatmap-state.ts';
import { cellKey } from '../lib/heatmap-matrix.ts';

export type HeatmapParams = { basis: Basis; category: string[]; framework: string[] };

const query = (p: HeatmapParams): string => {
  const q = new URLSearchParams({ basis: p.basis });
  for (const c of p.category) q.append('category', c);
  for (const f of p.framework) q.append('framework', f);
  return `?${q.toString()}`;
};

/** The server's aggregate: counts per cell and level, with each cell's top risks. */
export const getHeatmap = (params: HeatmapParams) =>
  api.get<Heatmap>(`/analytics/heatmap${query(params)}`);

// Under ['risks'] so that any change to a risk refreshes the heat map too.
export const heatmapQueryOptions = (params: HeatmapParams) =>
  queryOptions({
    queryKey: ['risks', 'heatmap', params] as const,
    queryFn: () => getHeatmap(params),
  });

export const useHeatmap = (params: HeatmapParams) =>
  useQuery({ ...heatmapQueryOptions(params), placeholderData: keepPreviousData });

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
