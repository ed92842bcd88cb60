import {
  findVendorIntegration,
  recordVendorIntegrationHealth,
  type Db,
  type VendorIntegrationRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import type { IntegrationProbe } from './integration-probe.ts';
import { openIntegrationKey } from './integration-key.ts';

export const UNREADABLE_KEY =
  'The stored API key cannot be read with the configured SECRETS_KEYS: enter the key again';

/**
 * Calls the configured endpoint with the stored key and keeps the outcome (healthy on a 2xx,
 * unhealthy with the reason, and the latency). Without an endpoint there is nothing to call:
 * the settings show not_configured. The call is made outside any transaction; the outcome is
 * one statement. A health check changes no setting, so it is not an audit event.
 */
export const checkVendorIntegration = async ({
  actor,
  db,
  probe,
  secrets,
  now = () => new Date(),
}: {
  actor: Actor;
  db: Db;
  probe: IntegrationProbe;
  secrets: SecretBox;
  now?: () => Date;
}): Promise<VendorIntegrationRow | null> => {
  const settings = await findVendorIntegration(db, actor.organizationId);
  if (!settings?.endpoint) return settings;
  const key = openIntegrationKey(secrets, actor.organizationId, settings.apiKey);
  const result =
    key === 'unreadable'
      ? { status: 'unhealthy' as const, message: UNREADABLE_KEY, latencyMs: null }
      : await probe(settings.endpoint, key);
  const recorded = await recordVendorIntegrationHealth(
    db,
    actor.organizationId,
    settings.endpoint,
    {
      healthStatus: result.status,
      healthMessage: result.message,
      healthLatencyMs: result.latencyMs,
      healthCheckedAt: now(),
    },
  );
  // The endpoint changed while it was called: the check says nothing about the new one.
  return recorded ?? findVendorIntegration(db, actor.organizationId);
};
