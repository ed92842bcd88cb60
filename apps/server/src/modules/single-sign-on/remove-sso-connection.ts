import { deleteSsoConnection, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';

/**
 * An owner disconnects the identity provider. People with a password sign in with it again;
 * people the provider made have none, so they cannot sign in until a provider is connected
 * again (the settings screen says so before removing). The links from the provider's subjects
 * to people go with it.
 */
export const removeSsoConnection = async ({ actor, db }: { actor: Actor; db: Db }) => {
  await db.transaction(async (tx) => {
    const removed = await deleteSsoConnection(tx, actor.organizationId);
    if (!removed) throw notFound('Single sign-on connection');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'organization.sso_removed',
      entityType: 'sso_connection',
      entityId: removed.id,
      before: { issuer: removed.oidcIssuer, clientId: removed.oidcClientId },
      requestId: actor.requestId,
    });
  });
};
