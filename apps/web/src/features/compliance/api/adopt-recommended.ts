import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdoptionResult } from '@rampart/contracts';
import { ADOPTION_PREFIXES } from '../../../lib/adopt-library-controls.ts';
import { api } from '../../../lib/api-client.ts';
import { frameworkPath } from '../../../lib/framework-api/framework-keys.ts';

/** Adopts the framework's recommended controls into the register and starts tracking it. */
export const adoptRecommended = (frameworkId: string) =>
  api.post<AdoptionResult>(`${frameworkPath(frameworkId)}/recommended/adopt`);

export const useAdoptRecommended = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adoptRecommended,
    // The same caches as adopting from the library: the register, the library, the frameworks.
    onSuccess: () =>
      Promise.all(ADOPTION_PREFIXES.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
