import { randomBytes } from 'node:crypto';
import type { WebhookEndpointRow } from '@rampart/db';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';

/** Standard Webhooks' secret form: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** Where a sealed endpoint secret belongs (decision 031): it opens in its organisation only. */
export const webhookSecretContext = (organizationId: string) =>
  `webhook_endpoints.secret:${organizationId}`;

/** How long the secret before a rotation still signs, so receivers can switch over. */
export const PREVIOUS_SECRET_MS = 24 * 3_600_000;

/** The secrets that sign a delivery now: the current one, and the previous while it lasts. */
export const endpointSecrets = (
  secrets: SecretBox,
  endpoint: Pick<
    WebhookEndpointRow,
    'organizationId' | 'secretSealed' | 'previousSecretSealed' | 'previousSecretExpiresAt'
  >,
  at: Date,
): string[] => {
  const context = webhookSecretContext(endpoint.organizationId);
  const previous =
    endpoint.previousSecretSealed &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > at
      ? [secrets.open(endpoint.previousSecretSealed, context)]
      : [];
  return [secrets.open(endpoint.secretSealed, context), ...previous];
};
