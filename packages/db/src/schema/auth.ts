import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stampedNow } from './columns.ts';

// Tables used by better-auth (identity, sessions, credentials, verification tokens).
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  persona: text('persona').notNull().default('analyst'),
  isActive: boolean('is_active').notNull().default(true),
  /**
   * The person has a second factor: a confirmed authenticator app (better-auth's two-factor plugin
   * sets it) or a passkey (Rampart sets it). The two-factor plugin asks for a second step after a
   * right password while it is true; the organisation policy reads it.
   */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: stampedNow('created_at'),
  updatedAt: stampedNow('updated_at'),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * better-auth's two-factor plugin: the authenticator app's secret (encrypted by better-auth with
 * AUTH_SECRET), the unused backup codes (HMAC digests, never the codes: decision 032), and the
 * failed-code budget behind the account lock-out.
 */
export const twoFactors = pgTable('two_factors', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  /** False between setting up the app and confirming it with a first code. */
  verified: boolean('verified').notNull().default(false),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: stampedNow('created_at'),
  updatedAt: stampedNow('updated_at'),
});

/**
 * Passkeys (WebAuthn credentials, decision 033), verified with SimpleWebAuthn: a second factor
 * after the password, and a sign-in of their own. The public key is COSE-encoded as the
 * authenticator gave it; the counter catches a cloned authenticator.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The credential id, base64url, as browsers send it back at sign-in. */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    /** Comma-separated WebAuthn transports (usb, nfc, ble, internal, hybrid). */
    transports: text('transports').notNull().default(''),
    /** Synced between the person's devices (a passkey provider) rather than bound to one. */
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: stampedNow('created_at'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);
