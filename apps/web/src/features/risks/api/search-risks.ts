import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import type { RisksPage } from './get-risks-page.ts';
import { RISK_KEYS } from './keys.ts';

export const RISK_SEARCH_LIMIT = 20;

/** Risks whose title, description or owner match, for pickers. */
export const searchRisks = (text: string) =>
  api.get<RisksPage>(
    `/risks${listQuery({ search: text, limit: RISK_SEARCH_LIMIT, sortBy: 'updatedAt' })}`,
  );

export const searchRisksQueryOptions = (text: string) =>
  queryOptions({ queryKey: RISK_KEYS.search(text), queryFn: () => searchRisks(text) });

export const useSearchRisks = (text: string) =>
  useQuery({ ...searchRisksQueryOptions(text), placeholderData: keepPreviousData });
