import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Page, LIST_LIMIT_MAX, type Mapping } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { RISK_KEYS } from './keys.ts';

type MappingsPage = Page<Mapping>;

export const getRiskMappings = (riskId: string) =>
  api.get<MappingsPage>(`/control-risk-mappings${listQuery({ riskId, limit: LIST_LIMIT_MAX })}`);

export const riskMappingsQueryOptions = (riskId: string) =>
  queryOptions({ queryKey: RISK_KEYS.mappings(riskId), queryFn: () => getRiskMappings(riskId) });

export const useRiskMappings = (riskId: string) => useQuery(riskMappingsQueryOptions(riskId));
