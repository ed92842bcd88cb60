import { replaceIntegrationKey, storedIntegrationKeys, type Db } from '@rampart/db';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import { integrationKeyContext, openIntegrationKey } from './integration-key.ts';

/**
 * Run at each start: seals integration keys stored before sealing existed, and re-seals those an
 * older secrets key sealed, under the current one (decision 031). Each row is one statement that
 * changes it only if it still holds what was read. A key no listed secrets key opens is left as
 * it is: its settings ask for the key again. Answers how many keys were re-sealed.
 */
export const resealIntegrationKeys = async (db: Db, secrets: SecretBox): Promise<number> => {
  let resealed = 0;
  for (const row of await storedIntegrationKeys(db)) {
    if (secrets.isCurrent(row.apiKey)) continue;
    const plain = openIntegrationKey(secrets, row.organizationId, row.apiKey);
    if (plain === null || plain === 'unreadable') continue;
    const sealed = secrets.seal(plain, integrationKeyContext(row.organizationId));
    if (await replaceIntegrationKey(db, row.organizationId, row.apiKey, sealed)) resealed += 1;
  }
  return resealed;
};
