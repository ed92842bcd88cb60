import type { VendorIntegrationSettings } from '@rampart/contracts';
import type { VendorIntegrationRow } from '@rampart/db';

/** The spec's defaults (§ integration hub): threshold 0.8, AI on, auto-apply off, 60 s health tick. */
export const INTEGRATION_DEFAULTS = {
  confidenceThreshold: 0.8,
  aiEnabled: true,
  autoApply: false,
} as const;
export const HEALTH_INTERVAL_SECONDS = 60;

type Health = VendorIntegrationSettings['health'];
const HEALTH_STATUSES: readonly Health['status'][] = ['healthy', 'unhealthy'];

/** The settings as the hub shows them: whether a key is stored, never the key. */
export const presentIntegration = (row: VendorIntegrationRow | null): VendorIntegrationSettings => {
  const endpoint = row?.endpoint ?? null;
  const checked = HEALTH_STATUSES.find((s) => s === row?.healthStatus);
  return {
    endpoint,
    hasApiKey: Boolean(row?.apiKey),
    confidenceThreshold: row?.confidenceThreshold ?? INTEGRATION_DEFAULTS.confidenceThreshold,
    aiEnabled: row?.aiEnabled ?? INTEGRATION_DEFAULTS.aiEnabled,
    autoApply: row?.autoApply ?? INTEGRATION_DEFAULTS.autoApply,
    health: endpoint
      ? {
          status: checked ?? 'unknown',
          message: checked ? (row?.healthMessage ?? null) : null,
          checkedAt: checked ? (row?.healthCheckedAt?.toISOString() ?? null) : null,
          latencyMs: checked ? (row?.healthLatencyMs ?? null) : null,
        }
      : { status: 'not_configured', message: null, checkedAt: null, latencyMs: null },
    healthIntervalSeconds: HEALTH_INTERVAL_SECONDS,
  };
};
