import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@rampart/contracts';
import { api } from './api-client.ts';

// Shared by the sidebar (favorites, collapsed rail) and the guided tour (tour progress).
export const PREFERENCES_QUERY_KEY = ['preferences'] as const;

export const preferencesQueryOptions = queryOptions({
  queryKey: PREFERENCES_QUERY_KEY,
  queryFn: () => api.get<Preferences>('/users/me/preferences'),
  staleTime: 5 * 60_000,
});

export const usePreferences = () => useQuery(preferencesQueryOptions);

export type PreferencesPatch = { favorites?: string[]; sidebarCollapsed?: boolean };

/** Applies the change at once and rolls back if the server refuses it. */
export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PreferencesPatch) => api.patch<Preferences>('/users/me/preferences', patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: PREFERENCES_QUERY_KEY });
      const previous = queryClient.getQueryData<Preferences>(PREFERENCES_QUERY_KEY);
      if (previous) queryClient.setQueryData(PREFERENCES_QUERY_KEY, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(PREFERENCES_QUERY_KEY, context.previous);
    },
    onSuccess: (data) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, data),
  });
};
