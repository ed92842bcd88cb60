import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { apiTokens } from './api-tokens.ts';
import { users } from './auth.ts';
import { stampedNow, ts } from './columns.ts';
import { organizations } from './organizations.ts';

/**
 * Idempotency-Key on POST (issue 23 point 4, decision 044): the first request with a key is
 * claimed here, then its answer is kept for 24 hours so a retry with the same key and body gets
 * the same answer without running again. A person's, token's or organisation's removal takes
 * their keys (and the answers kept in them) with it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: `token:<id>` for an API token, else `user:<id>`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apiTokenId: text('api_token_id').references(() => apiTokens.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    /** SHA-256 of the method, address, organisation header and body bytes. */
    fingerprint: text('fingerprint').notNull(),
    /** `pending` while the first request runs, `done` once its answer is kept. */
    state: text('state').notNull(),
    statusCode: integer('status_code'),
    /** The answer's content type, disposition and location. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The answer's bytes as base64; null when it was a stream or too large to keep. */
    body: text('body'),
    createdAt: stampedNow('created_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
