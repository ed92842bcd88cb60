import type { ApiTokenList } from '@rampart/contracts';
import { grantableScopes, permissionsForRole } from '@rampart/domain';
import { listApiTokens, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { presentApiToken } from './api-token.presenter.ts';

/**
 * Account → API tokens: the person's own tokens in this organisation. Organisation settings →
 * API tokens: every token of the organisation (service tokens and people's), for those who manage
 * it. Either way with the scopes the caller may give a new one.
 */
export const listApiTokensOf = async (
  db: Db,
  actor: Actor,
  which: 'mine' | 'organization',
): Promise<ApiTokenList> => {
  const rows = await listApiTokens(
    db,
    actor.organizationId,
    which === 'mine' ? { userId: actor.userId, kind: 'personal' } : {},
  );
  const now = new Date();
  return {
    items: rows.map((row) => presentApiToken(row, now)),
    grantableScopes: grantableScopes(permissionsForRole(actor.role)),
  };
};
