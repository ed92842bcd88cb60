import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, trustUpdatePath } from './keys.ts';

/** Takes an update off the public page; the mail already sent stays sent. */
export const deleteTrustUpdate = (id: string) => api.delete<{ id: string }>(trustUpdatePath(id));

export const useDeleteTrustUpdate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrustUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.updates }),
  });
};
