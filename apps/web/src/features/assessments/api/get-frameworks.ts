import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, FrameworkItem } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { ASSESSMENT_KEYS } from './keys.ts';

type FrameworksPage = Page<FrameworkItem>;

/** The frameworks the organisation can assess: built-in ones and its imports. */
export const getFrameworks = () => api.get<FrameworksPage>('/frameworks');

export const frameworksQueryOptions = () =>
  queryOptions({ queryKey: ASSESSMENT_KEYS.frameworks, queryFn: getFrameworks, staleTime: 60_000 });

export const useFrameworks = () => useQuery(frameworksQueryOptions());
