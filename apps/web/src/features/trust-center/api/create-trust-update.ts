import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTrustUpdateBody, TrustUpdate } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, trustUpdatesPath } from './keys.ts';

/** Puts an update on the public page at once and mails it to confirmed subscribers. */
export const createTrustUpdate = (body: CreateTrustUpdateBody) =>
  api.post<TrustUpdate>(trustUpdatesPath, body);

export const useCreateTrustUpdate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrustUpdate,
    // Awaited, so the dialog closes on the list that shows the new update.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.updates }),
  });
};
