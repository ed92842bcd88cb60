import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orgRef, stampedNow, ts } from './columns.ts';

/**
 * What a person allowed an OAuth client (an AI assistant connecting to /api/mcp by URL) to do
 * (issue 23 point 2, decision 043): one organisation, the scopes picked on the consent screen.
 * The client is named by its client ID metadata document's URL. The refresh token (its SHA-256)
 * turns with each use; access tokens are api_tokens of kind 'oauth' pointing here, so revoking
 * the grant ends them all.
 */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    clientName: text('client_name').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    refreshTokenHash: text('refresh_token_hash').unique(),
    refreshExpiresAt: ts('refresh_expires_at'),
    createdAt: stampedNow('created_at'),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    index('oauth_grants_user_idx').on(t.userId, t.createdAt),
    index('oauth_grants_org_idx').on(t.organizationId),
  ],
);

/**
 * Authorization codes (their SHA-256), each for one grant, redirect address and PKCE challenge,
 * alive ten minutes and spent once; a spent code presented again revokes its grant (OAuth 2.1).
 */
export const oauthCodes = pgTable(
  'oauth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    grantId: text('grant_id')
      .notNull()
      .references(() => oauthGrants.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    /** The resource (RFC 8707) the client named, when it named one. */
    resource: text('resource'),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('oauth_codes_grant_idx').on(t.grantId)],
);

/**
 * Refresh tokens already turned (RFC 9700 §4.14.2): one presented again was copied, by the
 * client's attacker or from it, and ends its grant. Kept while a refresh token could still be
 * alive (30 days); they go with their grant.
 */
export const oauthSpentRefreshTokens = pgTable(
  'oauth_spent_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    grantId: text('grant_id')
      .notNull()
      .references(() => oauthGrants.id, { onDelete: 'cascade' }),
    spentAt: stampedNow('spent_at'),
  },
  (t) => [index('oauth_spent_refresh_tokens_grant_idx').on(t.grantId, t.spentAt)],
);
