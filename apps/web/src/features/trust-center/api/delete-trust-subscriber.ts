import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { TRUST_CENTER_KEYS, trustSubscriberPath } from './keys.ts';

/** Removes an address from the updates: it is mailed nothing more. */
export const deleteTrustSubscriber = (id: string) =>
  api.delete<{ id: string }>(trustSubscriberPath(id));

export const useDeleteTrustSubscriber = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrustSubscriber,
    // The list and the page's count of confirmed subscribers.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.subscribers }),
        queryClient.invalidateQueries({ queryKey: TRUST_CENTER_KEYS.settings }),
      ]),
  });
};
