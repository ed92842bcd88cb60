import type { z } from 'zod';
import type { updateVendorIntegrationBodySchema } from '@rampart/contracts';
import {
  lockVendorIntegration,
  recordAudit,
  upsertVendorIntegration,
  type Db,
  type VendorIntegrationPatch,
  type VendorIntegrationRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

export type UpdateVendorIntegrationBody = z.infer<typeof updateVendorIntegrationBodySchema>;

/** What the audit log keeps of the settings: whether a key is stored, never the key. */
const integrationSnapshot = (row: VendorIntegrationRow | null) => ({
  endpoint: row?.endpoint ?? null,
  hasApiKey: Boolean(row?.apiKey),
  confidenceThreshold: row?.confidenceThreshold ?? null,
  aiEnabled: row?.aiEnabled ?? null,
  autoApply: row?.autoApply ?? null,
});

/**
 * Saves the hub's settings. An absent key keeps the stored one, null removes it. A new endpoint
 * or key forgets the last health check: it said nothing about them.
 */
export const updateVendorIntegration = async ({
  actor,
  input,
  db,
}: {
  actor: Actor;
  input: UpdateVendorIntegrationBody;
  db: Db;
}): Promise<VendorIntegrationRow> =>
  db.transaction(async (tx) => {
    const before = await lockVendorIntegration(tx, actor.organizationId);
    const patch: VendorIntegrationPatch = { ...input, updatedBy: actor.userId };
    if (patch.endpoint === '') patch.endpoint = null;
    const endpointChanged =
      patch.endpoint !== undefined && patch.endpoint !== (before?.endpoint ?? null);
    const keyChanged = patch.apiKey !== undefined && patch.apiKey !== (before?.apiKey ?? null);
    if (endpointChanged || keyChanged) {
      Object.assign(patch, {
        healthStatus: null,
        healthMessage: null,
        healthCheckedAt: null,
        healthLatencyMs: null,
      });
    }
    const after = await upsertVendorIntegration(tx, actor.organizationId, patch);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'vendor.integration_updated',
      entityType: 'vendor_integration',
      entityId: actor.organizationId,
      before: integrationSnapshot(before),
      after: { ...integrationSnapshot(after), apiKeyChanged: keyChanged },
      requestId: actor.requestId,
    });
    return after;
  });
