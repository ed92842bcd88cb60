import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrustGrant } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, trustGrantRevokePath } from './keys.ts';

/** Ends a visitor's access now: their link stops opening anything. */
export const revokeTrustGrant = (id: string) => api.post<TrustGrant>(trustGrantRevokePath(id));

export const useRevokeTrustGrant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeTrustGrant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.grants }),
  });
};
