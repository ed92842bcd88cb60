import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrustAnalytics } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { TRUST_CENTER_KEYS, trustAnalyticsPath } from './keys.ts';

/** The page's views, downloads, access requests and new subscribers per day, `days` back. */
export const getTrustAnalytics = (days: number) =>
  api.get<TrustAnalytics>(`${trustAnalyticsPath}${listQuery({ days })}`);

export const trustAnalyticsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: TRUST_CENTER_KEYS.analyticsOf(days),
    queryFn: () => getTrustAnalytics(days),
  });

/** One period's activity; another period keeps the last one on screen until it arrives. */
export const useTrustAnalytics = (days: number) =>
  useQuery({ ...trustAnalyticsQueryOptions(days), placeholderData: keepPreviousData });
