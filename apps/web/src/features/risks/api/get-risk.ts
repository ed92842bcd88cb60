import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Risk } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { RISK_KEYS } from './keys.ts';

export const getRisk = (id: string) => api.get<Risk>(`/risks/${encodeURIComponent(id)}`);

export const riskQueryOptions = (id: string) =>
  queryOptions({ queryKey: RISK_KEYS.detail(id), queryFn: () => getRisk(id) });

export const useRisk = (id: string | undefined) =>
  useQuery({ ...riskQueryOptions(id ?? ''), enabled: Boolean(id) });
