import {
  API_TOKEN_AREA_LABELS,
  type ApiTokenArea,
  type ApiTokenKind,
  type CreateApiTokenBody,
  type CreatedApiToken,
} from '@rampart/contracts';
import { grantableScopes, permissionsForRole } from '@rampart/domain';
import { insertApiToken, insertUser, newId, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { newApiToken } from '../../auth/api-tokens.ts';
import { invalid } from '../../errors.ts';
import { presentApiToken } from './api-token.presenter.ts';

const DAY_MS = 86_400_000;

/**
 * Makes a token, shown this once. A personal token acts as its maker (and never beyond their
 * role at the time of each request); a service token acts as a service account made for it,
 * named after it, with no sign-in and no membership. Nobody gives a token a scope their own
 * role does not hold.
 */
export const createApiToken = async ({
  actor,
  kind,
  input,
  db,
}: {
  actor: Actor;
  kind: ApiTokenKind;
  input: CreateApiTokenBody;
  db: Db;
}): Promise<CreatedApiToken> => {
  const allowed = new Set(grantableScopes(permissionsForRole(actor.role)));
  const beyond = input.scopes.filter((s) => !allowed.has(s));
  if (beyond.length > 0) {
    const words = beyond.map((s) => {
      const [area, level] = s.split(':') as [ApiTokenArea, string];
      return `${API_TOKEN_AREA_LABELS[area]} (${level})`;
    });
    throw invalid('scopes', `Your role cannot give a token ${words.join(', ')}`);
  }
  const scopes = [...new Set(input.scopes)];
  const { token, hash, hint } = newApiToken(kind);
  const id = newId('tok');
  const row = await db.transaction(async (tx) => {
    const actsAs =
      kind === 'personal'
        ? actor.userId
        : (
            await insertUser(tx, {
              id: newId('usr'),
              // A reserved name (RFC 2606): nobody can receive mail there or register it.
              email: `service-${id}@tokens.rampart.invalid`,
              name: `${input.name} (service token)`,
              // Verified: never an unclaimed account someone could register over.
              emailVerified: true,
            })
          ).id;
    const created = await insertApiToken(tx, {
      id,
      organizationId: actor.organizationId,
      kind,
      userId: actsAs,
      name: input.name,
      tokenHash: hash,
      tokenHint: hint,
      scopes,
      expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
      createdBy: actor.userId,
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'api_token.created',
      entityType: 'api_token',
      entityId: id,
      after: { kind, name: input.name, scopes, expiresAt: created.expiresAt.toISOString() },
      requestId: actor.requestId,
    });
    return created;
  });
  return { token, apiToken: presentApiToken({ ...row, ownerName: actor.name }) };
};
