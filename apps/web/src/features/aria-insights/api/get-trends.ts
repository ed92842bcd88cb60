import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AiTrendPeriod, AiTrends } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { ARIA_KEYS, ARIA_STALE_MS } from './keys.ts';

/** The period's trends as ARIA last computed them; null until someone asks for them. */
export const getTrends = (period: AiTrendPeriod) =>
  api.get<AiTrends | null>(`/ai/trends${toQuery({ period })}`);

/** Computes the period's history and prediction again and keeps them for everyone's reads. */
export const analyseTrends = (period: AiTrendPeriod) =>
  api.post<AiTrends>('/ai/trends', { period });

export const trendsQueryOptions = (period: AiTrendPeriod) =>
  queryOptions({
    queryKey: ARIA_KEYS.trends(period),
    queryFn: () => getTrends(period),
    staleTime: ARIA_STALE_MS,
    retry: false,
  });

export const useTrends = (period: AiTrendPeriod) =>
  useQuery({ ...trendsQueryOptions(period), placeholderData: keepPreviousData });

export const useAnalyseTrends = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyseTrends,
    onSuccess: (trends, period) => queryClient.setQueryData(ARIA_KEYS.trends(period), trends),
  });
};
