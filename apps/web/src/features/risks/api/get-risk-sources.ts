import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Finding } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

type FindingsPage = Page<Finding>;

/** The findings a risk was raised from (a finding turned into this risk). */
export const getRiskSources = (riskId: string) =>
  api.get<FindingsPage>(`/findings${toQuery({ riskId, limit: 20 })}`);

export const riskSourcesQueryOptions = (riskId: string) =>
  queryOptions({ queryKey: RISK_KEYS.sources(riskId), queryFn: () => getRiskSources(riskId) });

export const useRiskSources = (riskId: string) => useQuery(riskSourcesQueryOptions(riskId));
