import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectedApp } from '@rampart/contracts';
import { api, getAllItems } from '../../../lib/api-client.ts';

const CONNECTED_APPS_KEY = ['account', 'connected-apps'] as const;

/** Every assistant the person connected (the card lists them all). */
export const useConnectedApps = () =>
  useQuery({
    queryKey: CONNECTED_APPS_KEY,
    queryFn: ({ signal }) => getAllItems<ConnectedApp>('/account/connected-apps', signal),
  });

/** Ends a connection: the assistant's tokens stop working at once. */
export const useDisconnectApp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grantId: string) =>
      api.delete(`/account/connected-apps/${encodeURIComponent(grantId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONNECTED_APPS_KEY }),
  });
};
