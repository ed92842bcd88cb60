import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdoptionResult } from '@rampart/contracts';
import { api } from './api-client.ts';

/**
 * The caches adopting changes, owned by several features (features never import each other):
 * the register (['controls']), the library's adopted state (['library']) and the frameworks'
 * requirement statuses (['frameworks']).
 */
export const ADOPTION_PREFIXES = [['controls'], ['library'], ['frameworks']] as const;

/** Adopts library controls into the register, each mapped to every requirement it serves. */
export const adoptLibraryControls = (libraryControlIds: string[]) =>
  api.post<AdoptionResult>('/library/controls/adopt', { libraryControlIds });

/**
 * Callbacks given here run even when the component that adopted unmounts as the caches refresh
 * (an adopted control leaves the list that offered it); callbacks given to `mutate` would not.
 */
type AdoptionCallbacks = {
  onAdopted?: (result: AdoptionResult) => void;
  onFailed?: (error: Error) => void;
};

export const useAdoptLibraryControls = ({ onAdopted, onFailed }: AdoptionCallbacks = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adoptLibraryControls,
    onSuccess: (result) => {
      onAdopted?.(result);
      return Promise.all(
        ADOPTION_PREFIXES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: onFailed,
  });
};
