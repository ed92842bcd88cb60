import { findApiToken, recordAudit, revokeApiToken, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';

/**
 * Revokes a token at once (the next request with it is refused, in every process: tokens are
 * looked up on each request). A person revokes their own; who manages the organisation revokes
 * any of its tokens.
 */
export const revokeApiTokenOf = async ({
  actor,
  tokenId,
  which,
  db,
}: {
  actor: Actor;
  tokenId: string;
  which: 'mine' | 'organization';
  db: Db;
}): Promise<void> => {
  await db.transaction(async (tx) => {
    const token = await findApiToken(tx, actor.organizationId, tokenId);
    if (
      !token ||
      (which === 'mine' && (token.kind !== 'personal' || token.userId !== actor.userId))
    ) {
      throw notFound('API token');
    }
    if (token.revokedAt) return;
    await revokeApiToken(tx, actor.organizationId, tokenId, actor.userId);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'api_token.revoked',
      entityType: 'api_token',
      entityId: tokenId,
      before: { kind: token.kind, name: token.name },
      requestId: actor.requestId,
    });
  });
};
