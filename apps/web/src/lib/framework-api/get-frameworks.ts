import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, FrameworkItem } from '@rampart/contracts';
import { api } from '../api-client.ts';
import { FRAMEWORK_KEYS } from './framework-keys.ts';

export type FrameworksPage = Page<FrameworkItem>;

/** Every framework the organisation sees: built-in ones and its OSCAL imports. */
export const getFrameworks = () => api.get<FrameworksPage>('/frameworks');

export const frameworksQueryOptions = queryOptions({
  queryKey: FRAMEWORK_KEYS.list,
  queryFn: getFrameworks,
});

export const useFrameworks = () => useQuery(frameworksQueryOptions);
