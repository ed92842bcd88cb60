import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

/** Shared with the sidebar, which reads favorites from the same cache entry. */
export const PREFERENCES_QUERY_KEY = ['preferences'] as const;

export const getPreferences = (): Promise<Preferences> =>
  api.get<Preferences>('/users/me/preferences');

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: PREFERENCES_QUERY_KEY, queryFn: getPreferences });

export const usePreferences = () => useQuery(preferencesQueryOptions());
