import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, Risk } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { GENERATION_KEYS } from './keys.ts';

type RisksPage = Page<Risk>;

export const RISK_OPTIONS_LIMIT = 50;

/** Risks to generate for, highest score first, optionally matching a search. */
export const getRiskOptions = (search: string) =>
  api.get<RisksPage>(
    `/risks${toQuery({ search, limit: RISK_OPTIONS_LIMIT, sortBy: 'riskScore', sortDirection: 'desc' })}`,
  );

export const useRiskOptions = (search: string) =>
  useQuery({
    queryKey: GENERATION_KEYS.risks(search),
    queryFn: () => getRiskOptions(search),
    placeholderData: keepPreviousData,
  });

/** The risk named in the URL, when it is not among the options. */
export const useRiskOption = (riskId: string | undefined) =>
  useQuery({
    queryKey: [...GENERATION_KEYS.risks(''), 'one', riskId ?? ''],
    queryFn: () => api.get<Risk>(`/risks/${encodeURIComponent(riskId ?? '')}`),
    enabled: Boolean(riskId),
  });
