import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';

/**
 * The hub's cache keys. The dashboard and the integration settings live under ['vendors'], so a
 * vendor saved or assessed anywhere refreshes the figures; extraction jobs use the shared key.
 */
export const HUB_KEYS = {
  extraction: vendorKeys.extraction,
  dashboard: [...vendorKeys.all, 'dashboard'] as const,
  integration: [...vendorKeys.all, 'integration'] as const,
};
