import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Insights } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { ARIA_KEYS, ARIA_STALE_MS } from './keys.ts';

/** ARIA's insights, computed from the organisation's history. */
export const getInsights = () => api.get<Insights>('/ai/insights');

export const insightsQueryOptions = () =>
  queryOptions({
    queryKey: ARIA_KEYS.insights,
    queryFn: getInsights,
    staleTime: ARIA_STALE_MS,
    retry: false,
  });

export const useInsights = () => useQuery(insightsQueryOptions());
