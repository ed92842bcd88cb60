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

const PREFERENCES_MUTATION_KEY = ['preferences', 'update'] as const;

/**
 * Applies the change at once and rolls back if the server refuses it. The server's answer is
 * taken only from the last change in flight: an earlier one answering late (the rail collapsed,
 * then expanded at once) would otherwise put back the state it saw, for a moment.
 */
export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PREFERENCES_MUTATION_KEY,
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
    onSuccess: (data) => {
      // This change still counts as in flight while it settles.
      if (queryClient.isMutating({ mutationKey: PREFERENCES_MUTATION_KEY }) > 1) return;
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, data);
    },
  });
};
