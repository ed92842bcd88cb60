import type { ApiTokenList } from '@rampart/contracts';
import { grantableScopes, permissionsForRole } from '@rampart/domain';
import { listApiTokens, type Db, type PageQuery } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { pageOf } from '../../platform/routes/pages.ts';
import { presentApiToken } from './api-token.presenter.ts';

/**
 * Account → API tokens: the person's own tokens in this organisation. Organisation settings →
 * API tokens: every token of the organisation (service tokens and people's), for those who manage
 * it. Either way a page of them, with the scopes the caller may give a new one.
 */
export const listApiTokensOf = async (
  db: Db,
  actor: Actor,
  which: 'mine' | 'organization',
  query: PageQuery,
): Promise<ApiTokenList> => {
  const rows = await listApiTokens(
    db,
    actor.organizationId,
    which === 'mine' ? { userId: actor.userId, kind: 'personal' } : {},
  );
  const now = new Date();
  return {
    ...pageOf(
      rows.map((row) => presentApiToken(row, now)),
      query,
    ),
    grantableScopes: grantableScopes(permissionsForRole(actor.role)),
  };
};
