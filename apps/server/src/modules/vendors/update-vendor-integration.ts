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
import type { FieldIssue } from '@rampart/contracts';
import type { Actor } from '../../auth/actor.ts';
import { FetchRefused } from '../../fetcher/fetch-types.ts';
import { checkUrl } from '../../fetcher/refusal.ts';
import { AppError, invalid } from '../../errors.ts';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import { integrationKeyContext, openIntegrationKey } from './integration-key.ts';

export type UpdateVendorIntegrationBody = z.infer<typeof updateVendorIntegrationBodySchema>;

export const KEY_FOR_NEW_ENDPOINT =
  'Enter the API key again for the new endpoint (or remove it): a saved key is only sent where it was saved for';

/** What an HTTP header may carry (Node refuses the rest when the request is made). */
const HEADER_SAFE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * What the contract's shape check lets through but no request could use: an endpoint that does
 * not parse or carries a user name, a key with a line break. Refused now, by field, rather than
 * saved to fail at every health check.
 */
const unusable = (input: UpdateVendorIntegrationBody): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  if (input.endpoint) {
    try {
      checkUrl(input.endpoint);
    } catch (err) {
      const message = err instanceof FetchRefused ? err.message : 'Not a valid URL';
      issues.push({ field: 'endpoint', message });
    }
  }
  if (input.apiKey && !HEADER_SAFE.test(input.apiKey)) {
    issues.push({
      field: 'apiKey',
      message: 'The API key cannot contain line breaks or control characters',
    });
  }
  return issues;
};

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
  secrets,
}: {
  actor: Actor;
  input: UpdateVendorIntegrationBody;
  db: Db;
  secrets: SecretBox;
}): Promise<VendorIntegrationRow> =>
  db.transaction(async (tx) => {
    const issues = unusable(input);
    if (issues[0]) throw new AppError('VALIDATION_ERROR', issues[0].message, issues);
    const before = await lockVendorIntegration(tx, actor.organizationId);
    const patch: VendorIntegrationPatch = { ...input, updatedBy: actor.userId };
    if (patch.endpoint === '') patch.endpoint = null;
    const endpointChanged =
      patch.endpoint !== undefined && patch.endpoint !== (before?.endpoint ?? null);
    // The stored key goes to the endpoint it was saved with and no other: otherwise anyone who
    // may edit the settings could point the endpoint at their own server and be sent the key.
    if (endpointChanged && patch.endpoint && before?.apiKey && patch.apiKey === undefined) {
      throw invalid('apiKey', KEY_FOR_NEW_ENDPOINT);
    }
    const storedKey = openIntegrationKey(secrets, actor.organizationId, before?.apiKey);
    const keyChanged = patch.apiKey !== undefined && patch.apiKey !== storedKey;
    // Stored sealed (decision 031); the audit and the answer only ever say whether one is stored.
    if (patch.apiKey) {
      patch.apiKey = secrets.seal(patch.apiKey, integrationKeyContext(actor.organizationId));
    }
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
