import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdoptionResult } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROLS_PREFIX, FRAMEWORKS_PREFIX, LIBRARY_KEYS } from './keys.ts';

/** Adopts library controls into the register, each mapped to every requirement it serves. */
export const adoptLibraryControls = (libraryControlIds: string[]) =>
  api.post<AdoptionResult>('/library/controls/adopt', { libraryControlIds });

export const useAdoptLibraryControls = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adoptLibraryControls,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONTROLS_PREFIX });
      void queryClient.invalidateQueries({ queryKey: FRAMEWORKS_PREFIX });
      return queryClient.invalidateQueries({ queryKey: LIBRARY_KEYS.all });
    },
  });
};
