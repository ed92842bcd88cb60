import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrustAccessRequest } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, trustRequestPath } from './keys.ts';

/** Turns a visitor down; they are told by mail. 409 once decided. */
export const denyTrustRequest = (id: string) =>
  api.post<TrustAccessRequest>(trustRequestPath(id, 'deny'));

export const useDenyTrustRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: denyTrustRequest,
    // The request moves on and one fewer waits (the page's counts).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.requests }),
        queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.settings }),
      ]),
  });
};
