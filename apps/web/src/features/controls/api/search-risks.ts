import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Risk } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

type RisksPage = Page<Risk>;

export const RISK_OPTIONS_LIMIT = 20;

/** Risks whose title, description or owner match, for the mapping picker. */
export const searchRisks = (search: string) =>
  api.get<RisksPage>(`/risks${toQuery({ search, limit: RISK_OPTIONS_LIMIT })}`);

export const riskOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: CONTROL_KEYS.riskOptions(search),
    queryFn: () => searchRisks(search),
  });

export const useRiskOptions = (search: string) =>
  useQuery({ ...riskOptionsQueryOptions(search), placeholderData: keepPreviousData });
