import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RcsaSummary } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

/** RCSA figures for the default window (the last 90 days) and the level counts. */
export const getRcsaSummary = () => api.get<RcsaSummary>('/analytics/rcsa');

export const rcsaSummaryQueryOptions = () =>
  queryOptions({ queryKey: RISK_KEYS.rcsa, queryFn: getRcsaSummary });

export const useRcsaSummary = (enabled = true) =>
  useQuery({ ...rcsaSummaryQueryOptions(), enabled });
