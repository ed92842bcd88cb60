import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { withTourOutcome } from '../lib/tour-progress.ts';
import { PREFERENCES_QUERY_KEY } from './get-preferences.ts';

/** Clears a tour's stored result so it can be taken again (Help menu "Restart"). */
export const resetTour = (tourId: string) =>
  api.delete<Preferences>(`/users/me/tours/${encodeURIComponent(tourId)}`);

export const useResetTour = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTour,
    onMutate: async (tourId) => {
      await queryClient.cancelQueries({ queryKey: PREFERENCES_QUERY_KEY });
      const previous = queryClient.getQueryData<Preferences>(PREFERENCES_QUERY_KEY);
      if (previous) {
        queryClient.setQueryData(PREFERENCES_QUERY_KEY, withTourOutcome(previous, tourId, null));
      }
      return { previous };
    },
    onError: (_error, _tourId, context) => {
      if (context?.previous) queryClient.setQueryData(PREFERENCES_QUERY_KEY, context.previous);
    },
    onSuccess: (preferences) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, preferences),
  });
};
