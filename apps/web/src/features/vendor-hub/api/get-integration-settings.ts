import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorIntegrationSettings } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { HUB_KEYS } from './keys.ts';

/** The integration's settings and last known health; the API key itself never comes back. */
export const getIntegrationSettings = () =>
  api.get<VendorIntegrationSettings>('/vendors/integration');

export const integrationSettingsQueryOptions = queryOptions({
  queryKey: HUB_KEYS.integration,
  queryFn: getIntegrationSettings,
});

/**
 * `refreshMs`: read again on that beat (for those who may not run the health check themselves,
 * so they still see the health others' checks found).
 */
export const useIntegrationSettings = (refreshMs: number | false = false) =>
  useQuery({ ...integrationSettingsQueryOptions, refetchInterval: refreshMs });
