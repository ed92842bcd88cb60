import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FrameworkItem } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { ASSESSMENT_KEYS } from './keys.ts';

/** The frameworks the organisation can assess: built-in ones and its imports. */
export const getFrameworks = (signal?: AbortSignal) =>
  getAllItems<FrameworkItem>('/frameworks', signal);

export const frameworksQueryOptions = () =>
  queryOptions({
    queryKey: ASSESSMENT_KEYS.frameworks,
    queryFn: ({ signal }) => getFrameworks(signal),
    staleTime: 60_000,
  });

export const useFrameworks = () => useQuery(frameworksQueryOptions());
