import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Page, Risk } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { RISK_PAGE_SIZE } from '../lib/page-window.ts';
import { listQuery } from '../../../lib/search-params.ts';
import type { RiskListParams } from '../lib/register-search.ts';
import { RISK_KEYS } from './keys.ts';

export type RisksPage = Page<Risk>;

export const getRisksPage = (params: RiskListParams, page: number, pageSize = RISK_PAGE_SIZE) =>
  api.get<RisksPage>(`/risks${listQuery({ ...params, limit: pageSize, offset: page * pageSize })}`);

export const risksPageQueryOptions = (params: RiskListParams, page: number) =>
  queryOptions({
    queryKey: RISK_KEYS.page(params, page),
    queryFn: () => getRisksPage(params, page),
  });

/**
 * Page 0: the first screen and the total. While new filters load, the previous answer stays
 * (flagged as placeholder) so the table does not flash empty.
 */
export const useRisksFirstPage = (params: RiskListParams) =>
  useQuery({ ...risksPageQueryOptions(params, 0), placeholderData: keepPreviousData });

type PageResult = { data?: RisksPage; isError: boolean; error: unknown; isFetching: boolean };

/** The rows of the pages asked for (200 each); rows of other pages are simply not there yet. */
export const useRiskPages = (params: RiskListParams, pages: readonly number[]) => {
  const combine = useCallback(
    (results: PageResult[]) => {
      const loaded = new Map<number, Risk[]>();
      results.forEach((r, i) => {
        if (r.data) loaded.set(pages[i]!, r.data.items);
      });
      return {
        pages: loaded,
        error: results.find((r) => r.isError)?.error ?? null,
        retrying: results.some((r) => r.isError && r.isFetching),
      };
    },
    [pages],
  );
  return useQueries({
    queries: pages.map((page) => risksPageQueryOptions(params, page)),
    combine,
  });
};
