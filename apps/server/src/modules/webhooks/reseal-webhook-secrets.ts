import { listWebhookSecrets, replaceWebhookSecrets, type Db } from '@rampart/db';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import { webhookSecretContext } from './webhook-secrets.ts';

/**
 * Run at each start, as for the other stored secrets (decision 031): webhook signing secrets an
 * older key sealed are sealed again under the current one. One no listed key opens is left as it
 * is (rotating makes a new one). Answers how many endpoints were re-sealed.
 */
export const resealWebhookSecrets = async (db: Db, secrets: SecretBox): Promise<number> => {
  let resealed = 0;
  for (const row of await listWebhookSecrets(db)) {
    const stale = [row.secretSealed, row.previousSecretSealed].some(
      (sealed) => sealed && !secrets.isCurrent(sealed),
    );
    if (!stale) continue;
    const context = webhookSecretContext(row.organizationId);
    const again = (sealed: string) => secrets.seal(secrets.open(sealed, context), context);
    let next: { secretSealed: string; previousSecretSealed: string | null };
    try {
      next = {
        secretSealed: again(row.secretSealed),
        previousSecretSealed: row.previousSecretSealed ? again(row.previousSecretSealed) : null,
      };
    } catch {
      continue;
    }
    if (await replaceWebhookSecrets(db, row.id, row, next)) resealed += 1;
  }
  return resealed;
};
