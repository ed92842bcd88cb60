import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Page, LIST_LIMIT_MAX, type Control } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { MONITORING_KEYS } from './keys.ts';

export type ControlsPage = Page<Control>;

/** Controls by next test date, soonest first; those without a date come last. */
export const getUpcomingTests = () =>
  api.get<ControlsPage>(
    `/controls${toQuery({ sortBy: 'nextTestDate', sortDirection: 'asc', limit: LIST_LIMIT_MAX })}`,
  );

export const upcomingTestsQueryOptions = () =>
  queryOptions({ queryKey: MONITORING_KEYS.upcomingTests, queryFn: getUpcomingTests });

export const useUpcomingTests = () => useQuery(upcomingTestsQueryOptions());
