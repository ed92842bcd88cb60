import { recordAudit, revokeOAuthGrant, type Db } from '@rampart/db';
import type { SessionPrincipal } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';

/** Ends a connection of this person's: its refresh token and every access token, at once. */
export const disconnectApp = async ({
  db,
  principal,
  grantId,
  requestId,
}: {
  db: Db;
  principal: SessionPrincipal;
  grantId: string;
  requestId: string;
}): Promise<void> => {
  await db.transaction(async (tx) => {
    const grant = await revokeOAuthGrant(tx, principal.userId, grantId);
    if (!grant) throw notFound('Connected app');
    await recordAudit(tx, {
      organizationId: grant.organizationId,
      actorId: principal.userId,
      action: 'oauth.disconnected',
      entityType: 'oauth_grant',
      entityId: grant.id,
      before: { client: grant.clientId, name: grant.clientName },
      requestId,
    });
  });
};
