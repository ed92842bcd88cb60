import type { VendorIntegrationSettings } from '@rampart/contracts';
import type { IntegrationUpdate } from '../api/update-integration-settings.ts';

/** The spec's defaults (§9 Integration), shown until the organisation changes them. */
export const INTEGRATION_DEFAULTS = {
  confidenceThreshold: 0.8,
  aiEnabled: true,
  autoApply: false,
  healthIntervalSeconds: 60,
} as const;

/** The form as typed; the API key is write-only and starts blank (blank keeps the stored one). */
export type IntegrationDraft = {
  endpoint: string;
  apiKey: string;
  confidenceThreshold: string;
  aiEnabled: boolean;
  autoApply: boolean;
};

export const draftFrom = (s: VendorIntegrationSettings): IntegrationDraft => ({
  endpoint: s.endpoint ?? '',
  apiKey: '',
  confidenceThreshold: String(s.confidenceThreshold),
  aiEnabled: s.aiEnabled,
  autoApply: s.autoApply,
});

export type DraftCheck =
  | { ok: true; update: IntegrationUpdate }
  | { ok: false; errors: Partial<Record<keyof IntegrationDraft, string>> };

/** What changed, ready to send; only changed fields go, so a save never clears the key by accident. */
export const draftUpdate = (s: VendorIntegrationSettings, d: IntegrationDraft): DraftCheck => {
  const threshold = Number(d.confidenceThreshold.trim());
  if (
    d.confidenceThreshold.trim() === '' ||
    !Number.isFinite(threshold) ||
    threshold < 0 ||
    threshold > 1
  ) {
    return {
      ok: false,
      errors: { confidenceThreshold: 'Confidence threshold is a number from 0 to 1' },
    };
  }
  const update: IntegrationUpdate = {};
  const endpoint = d.endpoint.trim() === '' ? null : d.endpoint.trim();
  if (endpoint !== s.endpoint) update.endpoint = endpoint;
  if (d.apiKey.trim() !== '') update.apiKey = d.apiKey.trim();
  if (threshold !== s.confidenceThreshold) update.confidenceThreshold = threshold;
  if (d.aiEnabled !== s.aiEnabled) update.aiEnabled = d.aiEnabled;
  if (d.autoApply !== s.autoApply) update.autoApply = d.autoApply;
  return { ok: true, update };
};

/** The settings that the form edits, as one value: a new one means the form starts again. */
export const settingsVersion = (s: VendorIntegrationSettings): string =>
  JSON.stringify([s.endpoint, s.hasApiKey, s.confidenceThreshold, s.aiEnabled, s.autoApply]);

/** The last health check, from the server's record or this page's own attempt, whichever is later. */
export const lastHealthCheck = (checkedAt: string | null, attemptedAt: number): number | null => {
  const checked = checkedAt ? Date.parse(checkedAt) : Number.NaN;
  const last = Math.max(Number.isNaN(checked) ? 0 : checked, attemptedAt);
  return last > 0 ? last : null;
};

/** Milliseconds until the next health check: the interval after the last one, now if overdue. */
export const nextHealthCheckIn = (
  lastAt: number | null,
  intervalMs: number,
  now: number,
): number => (lastAt === null ? 0 : Math.max(0, Math.min(intervalMs, lastAt + intervalMs - now)));
