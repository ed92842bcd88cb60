import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrustAccessRequest } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, trustRequestPath } from './keys.ts';

export type ApproveTrustRequestInput = { id: string; days: number };

/** Lets a visitor in for `days`: a grant, and a sign-in link by mail. 409 once decided. */
export const approveTrustRequest = ({ id, days }: ApproveTrustRequestInput) =>
  api.post<TrustAccessRequest>(trustRequestPath(id, 'approve'), { days });

export const useApproveTrustRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTrustRequest,
    // The request moves on, a grant appears, and one fewer waits (the page's counts).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.requests }),
        queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.grants }),
        queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.settings }),
      ]),
  });
};
