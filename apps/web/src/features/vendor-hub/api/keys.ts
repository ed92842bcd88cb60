import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';

/**
 * The hub's cache keys. The integration settings live under ['vendors'] like the dashboard
 * (lib/vendor-api), so a vendor saved or assessed anywhere refreshes the figures; extraction jobs
 * use the shared key.
 */
export const HUB_KEYS = {
  extraction: vendorKeys.extraction,
  integration: [...vendorKeys.all, 'integration'] as const,
};
