import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdoptionResult } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROLS_PREFIX, FRAMEWORK_KEYS, LIBRARY_PREFIX } from './keys.ts';

/** Adopts library controls into the register, mapped to every requirement they serve. */
export const adoptLibraryControls = (libraryControlIds: string[]) =>
  api.post<AdoptionResult>('/library/controls/adopt', { libraryControlIds });

export const useAdoptLibraryControls = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adoptLibraryControls,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONTROLS_PREFIX });
      void queryClient.invalidateQueries({ queryKey: LIBRARY_PREFIX });
      return queryClient.invalidateQueries({ queryKey: FRAMEWORK_KEYS.all });
    },
  });
};
