import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AiTrendPeriod, AiTrends } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { ARIA_KEYS, ARIA_STALE_MS } from './keys.ts';

/** The period's history and the next period on the least-squares line. */
export const getTrends = (period: AiTrendPeriod) =>
  api.get<AiTrends>(`/ai/trends${toQuery({ period })}`);

export const trendsQueryOptions = (period: AiTrendPeriod) =>
  queryOptions({
    queryKey: ARIA_KEYS.trends(period),
    queryFn: () => getTrends(period),
    staleTime: ARIA_STALE_MS,
    retry: false,
  });

export const useTrends = (period: AiTrendPeriod) =>
  useQuery({ ...trendsQueryOptions(period), placeholderData: keepPreviousData });
