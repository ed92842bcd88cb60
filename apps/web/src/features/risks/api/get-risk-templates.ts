import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RiskTemplate } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

/** Every risk template: the picker offers them all. */
export const getRiskTemplates = (signal?: AbortSignal) =>
  getAllItems<RiskTemplate>('/risks/templates', signal);

export const riskTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: RISK_KEYS.templates,
    queryFn: ({ signal }) => getRiskTemplates(signal),
    // Templates ship with the server; they do not change while the app is open.
    staleTime: Infinity,
  });

export const useRiskTemplates = (enabled = true) =>
  useQuery({ ...riskTemplatesQueryOptions(), enabled });
