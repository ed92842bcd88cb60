import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX, type OverdueControlTest, type Page } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { MONITORING_KEYS } from './keys.ts';

export type OverdueTestsPage = Page<OverdueControlTest>;

/** Control tests past their date, oldest first (the server decides what is overdue). */
export const getOverdueTests = () =>
  api.get<OverdueTestsPage>(`/controls/overdue-tests${toQuery({ limit: LIST_LIMIT_MAX })}`);

export const overdueTestsQueryOptions = () =>
  queryOptions({ queryKey: MONITORING_KEYS.overdueTests, queryFn: getOverdueTests });

export const useOverdueTests = () => useQuery(overdueTestsQueryOptions());
