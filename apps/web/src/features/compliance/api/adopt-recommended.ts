import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdoptionResult } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROLS_PREFIX, FRAMEWORK_KEYS, frameworkPath, LIBRARY_PREFIX } from './keys.ts';

/** Adopts the framework's recommended controls into the register and starts tracking it. */
export const adoptRecommended = (frameworkId: string) =>
  api.post<AdoptionResult>(`${frameworkPath(frameworkId)}/recommended/adopt`);

export const useAdoptRecommended = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adoptRecommended,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONTROLS_PREFIX });
      void queryClient.invalidateQueries({ queryKey: LIBRARY_PREFIX });
      return queryClient.invalidateQueries({ queryKey: FRAMEWORK_KEYS.all });
    },
  });
};
