import { apiTokenScopeSchema, type ConnectedApp } from '@rampart/contracts';
import { listOAuthGrantsOfUser, type Db } from '@rampart/db';
import type { SessionPrincipal } from '../../auth/actor.ts';

const hostOf = (clientId: string) => {
  try {
    return new URL(clientId).host;
  } catch {
    return clientId;
  }
};

/** Account → Security: the assistants this person connected, in any of their organisations. */
export const listConnectedApps = async (
  db: Db,
  principal: SessionPrincipal,
): Promise<ConnectedApp[]> => {
  const rows = await listOAuthGrantsOfUser(db, principal.userId);
  return rows.map(({ grant, organizationName, lastUsedAt }) => ({
    id: grant.id,
    clientId: grant.clientId,
    clientName: grant.clientName,
    clientHost: hostOf(grant.clientId),
    organization: { id: grant.organizationId, name: organizationName },
    scopes: grant.scopes.flatMap((s) => {
      const scope = apiTokenScopeSchema.safeParse(s);
      return scope.success ? [scope.data] : [];
    }),
    createdAt: grant.createdAt.toISOString(),
    lastUsedAt: lastUsedAt?.toISOString() ?? null,
  }));
};
