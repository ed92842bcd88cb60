import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import type { FindingsPage } from './get-findings-page.ts';
import { FINDINGS_KEYS } from './keys.ts';

/** How many findings are past due and not resolved or closed, whatever the filters. */
export const getOverdueCount = async (): Promise<number> =>
  (await api.get<FindingsPage>(`/findings${listQuery({ overdue: true, limit: 1 })}`)).total;

export const overdueCountQueryOptions = queryOptions({
  queryKey: FINDINGS_KEYS.overdueCount,
  queryFn: getOverdueCount,
});

export const useOverdueCount = () => useQuery(overdueCountQueryOptions);
