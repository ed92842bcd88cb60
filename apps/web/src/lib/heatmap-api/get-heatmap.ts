import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Heatmap } from '@rampart/contracts';
import { api } from '../api-client.ts';

export type HeatmapParams = {
  basis: Heatmap['basis'];
  category: string[];
  framework: string[];
};

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
