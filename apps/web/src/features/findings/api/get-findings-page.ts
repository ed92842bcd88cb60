import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Finding } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { FINDINGS_PAGE_SIZE, type FindingListParams } from '../lib/findings-search.ts';
import { FINDINGS_KEYS } from './keys.ts';

export type FindingsPage = Page<Finding>;

/** One page (1-based) of the findings register, filtered and sorted by the server. */
export const getFindingsPage = (params: FindingListParams, page: number) =>
  api.get<FindingsPage>(
    `/findings${listQuery({ ...params, limit: FINDINGS_PAGE_SIZE, offset: (page - 1) * FINDINGS_PAGE_SIZE })}`,
  );

export const findingsPageQueryOptions = (params: FindingListParams, page: number) =>
  queryOptions({
    queryKey: FINDINGS_KEYS.page(params, page),
    queryFn: () => getFindingsPage(params, page),
  });

/** While another page or filter loads, the previous rows stay (flagged as placeholder). */
export const useFindingsPage = (params: FindingListParams, page: number) =>
  useQuery({ ...findingsPageQueryOptions(params, page), placeholderData: keepPreviousData });
