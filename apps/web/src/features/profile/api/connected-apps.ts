import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectedApp, Page } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

const CONNECTED_APPS_KEY = ['account', 'connected-apps'] as const;

export const useConnectedApps = () =>
  useQuery({
    queryKey: CONNECTED_APPS_KEY,
    queryFn: () => api.get<Page<ConnectedApp>>('/account/connected-apps'),
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
