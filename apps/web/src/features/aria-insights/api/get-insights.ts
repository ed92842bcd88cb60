import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Insights } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { ARIA_KEYS, ARIA_STALE_MS } from './keys.ts';

/** The insights ARIA last computed for the organisation; null until someone asks for them. */
export const getInsights = () => api.get<Insights | null>('/ai/insights');

/** Computes the insights again (within the AI limits) and keeps them for everyone's reads. */
export const analyseInsights = () => api.post<Insights>('/ai/insights');

export const insightsQueryOptions = () =>
  queryOptions({
    queryKey: ARIA_KEYS.insights,
    queryFn: getInsights,
    staleTime: ARIA_STALE_MS,
    retry: false,
  });

export const useInsights = () => useQuery(insightsQueryOptions());

export const useAnalyseInsights = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyseInsights,
    onSuccess: (insights) => queryClient.setQueryData(ARIA_KEYS.insights, insights),
  });
};
