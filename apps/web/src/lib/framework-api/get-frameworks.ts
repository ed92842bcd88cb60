import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FrameworkItem } from '@rampart/contracts';
import { getAllItems } from '../api-client.ts';
import { FRAMEWORK_KEYS } from './framework-keys.ts';

/** Every framework the organisation sees: built-in ones and its OSCAL imports. */
export const getFrameworks = (signal?: AbortSignal) =>
  getAllItems<FrameworkItem>('/frameworks', signal);

export const frameworksQueryOptions = queryOptions({
  queryKey: FRAMEWORK_KEYS.list,
  queryFn: ({ signal }) => getFrameworks(signal),
});

export const useFrameworks = () => useQuery(frameworksQueryOptions);
