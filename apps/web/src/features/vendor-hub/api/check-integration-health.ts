import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorIntegrationSettings } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { HUB_KEYS } from './keys.ts';

/** Asks the server to call the configured endpoint now; the answer carries the new health. */
export const checkIntegrationHealth = () =>
  api.post<VendorIntegrationSettings>('/vendors/integration/health-check');

export const useCheckIntegrationHealth = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIntegrationHealth,
    onSuccess: (settings) => queryClient.setQueryData(HUB_KEYS.integration, settings),
  });
};
