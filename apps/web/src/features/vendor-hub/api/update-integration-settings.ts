import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  VendorIntegrationSettings,
  RequestBody,
  updateVendorIntegrationBodySchema,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { HUB_KEYS } from './keys.ts';

/** The fields to change; `apiKey` null removes the stored key, absent keeps it. */
export type IntegrationUpdate = RequestBody<typeof updateVendorIntegrationBodySchema>;

export const updateIntegrationSettings = (body: IntegrationUpdate) =>
  api.put<VendorIntegrationSettings>('/vendors/integration', body);

export const useUpdateIntegrationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIntegrationSettings,
    onSuccess: (settings) => queryClient.setQueryData(HUB_KEYS.integration, settings),
  });
};
