import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RiskTemplate } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

export const getRiskTemplates = () => api.get<RiskTemplate[]>('/risks/templates');

export const riskTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: RISK_KEYS.templates,
    queryFn: getRiskTemplates,
    // Templates ship with the server; they do not change while the app is open.
    staleTime: Infinity,
  });

export const useRiskTemplates = (enabled = true) =>
  useQuery({ ...riskTemplatesQueryOptions(), enabled });
