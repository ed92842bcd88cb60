import {
  findVendorIntegration,
  recordVendorIntegrationHealth,
  type Db,
  type VendorIntegrationRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import type { IntegrationProbe } from './integration-probe.ts';

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
  now = () => new Date(),
}: {
  actor: Actor;
  db: Db;
  probe: IntegrationProbe;
  now?: () => Date;
}): Promise<VendorIntegrationRow | null> => {
  const settings = await findVendorIntegration(db, actor.organizationId);
  if (!settings?.endpoint) return settings;
  const result = await probe(settings.endpoint, settings.apiKey);
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
