import {
  findGrantByRefreshToken,
  revokeOAuthAccessToken,
  revokeOAuthGrantById,
  type Db,
} from '@rampart/db';
import { hashApiToken } from '../../auth/api-tokens.ts';

/**
 * RFC 7009: a client ends its own token. A refresh token ends the whole connection (its access
 * tokens too); an access token ends itself. The answer is the same whatever the token was, so
 * the endpoint tells nobody whether a token exists; a refresh token is only taken back from the
 * client it was issued to.
 */
export const revokeOAuthToken = async ({
  db,
  body,
}: {
  db: Db;
  body: unknown;
}): Promise<'done' | 'missing'> => {
  const form = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const token = typeof form.token === 'string' ? form.token : '';
  if (!token) return 'missing';
  if (token.length > 200) return 'done';
  const hash = hashApiToken(token);
  await db.transaction(async (tx) => {
    const grant = await findGrantByRefreshToken(tx, hash);
    if (grant) {
      if (form.client_id === undefined || form.client_id === grant.clientId) {
        await revokeOAuthGrantById(tx, grant.id);
      }
      return;
    }
    await revokeOAuthAccessToken(tx, hash);
  });
  return 'done';
};
