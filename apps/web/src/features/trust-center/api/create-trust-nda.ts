import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTrustNdaBody, TrustNda } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, trustNdasPath } from './keys.ts';

/** Publishes a new version of the NDA: new visitors accept it; earlier ones keep their access. */
export const createTrustNda = (body: CreateTrustNdaBody) => api.post<TrustNda>(trustNdasPath, body);

export const useCreateTrustNda = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrustNda,
    // Awaited, so the dialog closes on the list that shows the new version.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.ndas }),
  });
};
