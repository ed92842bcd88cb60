import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { stampedNow } from './columns.ts';

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** startup, small, medium, large, enterprise: drives effort and cost estimates. */
  size: text('size'),
  industry: text('industry'),
  /** Members without a second factor must enrol one before anything else (issue 21). */
  twoFactorRequired: boolean('two_factor_required').notNull().default(false),
  /** Members sign in again this many hours after signing in; null: only sessions' own expiry. */
  sessionLifetimeHours: integer('session_lifetime_hours'),
  createdAt: stampedNow('created_at'),
  updatedAt: stampedNow('updated_at'),
});

export const memberships = pgTable(
  'memberships',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    uniqueIndex('memberships_org_user_uq').on(t.organizationId, t.userId),
    index('memberships_user_idx').on(t.userId),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** SHA-256 of the token sent by email; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').notNull().default('pending'),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    index('invitations_org_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('invitations_pending_email_uq')
      .on(t.organizationId, t.email)
      .where(sql`status = 'pending'`),
  ],
);

/** Per-user interface state kept on the server: favorites, tours, sidebar. */
export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  favorites: jsonb('favorites').$type<string[]>().notNull(),
  completedTours: jsonb('completed_tours').$type<string[]>().notNull().default([]),
  skippedTours: jsonb('skipped_tours').$type<string[]>().notNull().default([]),
  sidebarCollapsed: boolean('sidebar_collapsed').notNull().default(false),
  defaultOrganizationId: text('default_organization_id').references(() => organizations.id, {
    onDelete: 'set null',
  }),
  updatedAt: stampedNow('updated_at'),
});

/**
 * Email domains an organisation claims for single sign-on (issue 21 point 2). A claim is proven
 * by a DNS TXT record holding its token; a domain is verified by one organisation at most.
 */
export const organizationDomains = pgTable(
  'organization_domains',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-case, without a trailing dot. */
    domain: text('domain').notNull(),
    /** What the TXT record must hold (random; not a secret once published in DNS). */
    token: text('token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    uniqueIndex('organization_domains_org_domain_uq').on(t.organizationId, t.domain),
    uniqueIndex('organization_domains_verified_uq')
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
  ],
);
