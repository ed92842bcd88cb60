import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, RequestBody, tourProgressBodySchema } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { withTourOutcome } from '../lib/tour-progress.ts';
import { PREFERENCES_QUERY_KEY } from './get-preferences.ts';

export type RecordTourOutcomeInput = { tourId: string } & RequestBody<
  typeof tourProgressBodySchema
>;

export const recordTourOutcome = ({ tourId, outcome }: RecordTourOutcomeInput) =>
  api.put<Preferences>(`/users/me/tours/${encodeURIComponent(tourId)}`, { outcome });

/** Stores a finished tour; the cache is updated first so a finished tour never auto-starts again. */
export const useRecordTourOutcome = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTourOutcome,
    onMutate: async ({ tourId, outcome }) => {
      await queryClient.cancelQueries({ queryKey: PREFERENCES_QUERY_KEY });
      const previous = queryClient.getQueryData<Preferences>(PREFERENCES_QUERY_KEY);
      if (previous) {
        queryClient.setQueryData(PREFERENCES_QUERY_KEY, withTourOutcome(previous, tourId, outcome));
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(PREFERENCES_QUERY_KEY, context.previous);
    },
    onSuccess: (preferences) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, preferences),
  });
};
