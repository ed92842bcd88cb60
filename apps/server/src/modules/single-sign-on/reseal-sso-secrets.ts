import { listSsoClientSecrets, replaceSsoClientSecret, type Db } from '@rampart/db';
import type { SecretBox } from '../../platform/secrets/secret-box.ts';
import { clientSecretContext } from './sso-connection.presenter.ts';

/**
 * Run at each start, as for integration keys (decision 031): identity provider client secrets
 * an older secrets key sealed are sealed again under the current one. A secret no listed key
 * opens is left as it is: the settings ask for it again. Answers how many were re-sealed.
 */
export const resealSsoSecrets = async (db: Db, secrets: SecretBox): Promise<number> => {
  let resealed = 0;
  for (const row of await listSsoClientSecrets(db)) {
    if (!row.secret || secrets.isCurrent(row.secret)) continue;
    const context = clientSecretContext(row.organizationId);
    let plain: string;
    try {
      plain = secrets.open(row.secret, context);
    } catch {
      continue;
    }
    const sealed = secrets.seal(plain, context);
    if (await replaceSsoClientSecret(db, row.organizationId, row.secret, sealed)) resealed += 1;
  }
  return resealed;
};
