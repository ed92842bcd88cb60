import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';
import { oauthGrants } from './oauth.ts';

/**
 * API tokens (issue 21 point 5, decision 037): personal ones act as their person, within their
 * role; a service token acts as its own service account (a user with no sign-in and no
 * membership). Stored as a SHA-256, shown once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    /** 'personal', 'service', or 'oauth' (an OAuth client's access token, decision 043). */
    kind: text('kind').notNull(),
    /** Who acts: the person, or the service account made for the token. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    tokenHint: text('token_hint').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    lastUsedAt: ts('last_used_at'),
    lastUsedAddress: text('last_used_address'),
    revokedAt: ts('revoked_at'),
    revokedBy: userRef('revoked_by'),
    /** The OAuth grant an 'oauth' token was issued under; revoking it ends the token. */
    grantId: text('grant_id').references(() => oauthGrants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('api_tokens_org_idx').on(t.organizationId, t.createdAt),
    index('api_tokens_user_idx').on(t.userId),
    index('api_tokens_grant_idx').on(t.grantId),
  ],
);
