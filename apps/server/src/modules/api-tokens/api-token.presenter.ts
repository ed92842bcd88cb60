import { apiTokenScopeSchema, type ApiToken } from '@rampart/contracts';
import type { ApiTokenWithOwner } from '@rampart/db';

/** A token as its screens show it: never the token or its hash. */
export const presentApiToken = (row: ApiTokenWithOwner, now = new Date()): ApiToken => ({
  id: row.id,
  kind: row.kind === 'service' ? 'service' : 'personal',
  name: row.name,
  tokenHint: row.tokenHint,
  scopes: row.scopes.flatMap((s) => {
    const scope = apiTokenScopeSchema.safeParse(s);
    return scope.success ? [scope.data] : [];
  }),
  owner:
    row.ownerName !== null
      ? { id: row.kind === 'service' ? (row.createdBy ?? '') : row.userId, name: row.ownerName }
      : null,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  lastUsedAddress: row.lastUsedAddress,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  status: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
});
