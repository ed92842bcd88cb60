import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@rampart/db';
import { resealSsoSecrets } from '../../modules/single-sign-on/reseal-sso-secrets.ts';
import { resealIntegrationKeys } from '../../modules/vendors/reseal-integration-keys.ts';
import { resealWebhookSecrets } from '../../modules/webhooks/reseal-webhook-secrets.ts';
import type { SecretBox } from './secret-box.ts';

/**
 * Run at each start: stored secrets sealed by an older key, or before sealing existed, are
 * sealed anew under the current one (decision 031), one kind after the other. A failure
 * stops the start, as each reseal's did when called on its own.
 */
export const resealStoredSecrets = async (
  db: Db,
  secrets: SecretBox,
  log: FastifyBaseLogger,
): Promise<void> => {
  const resealed = await resealIntegrationKeys(db, secrets);
  if (resealed > 0) log.info({ resealed }, 'integration keys sealed under the current key');
  const resealedSso = await resealSsoSecrets(db, secrets);
  if (resealedSso > 0) {
    log.info({ resealed: resealedSso }, 'identity provider secrets sealed under the current key');
  }
  const resealedHooks = await resealWebhookSecrets(db, secrets);
  if (resealedHooks > 0) {
    log.info({ resealed: resealedHooks }, 'webhook signing secrets sealed under the current key');
  }
};
