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
  /**
   * An owner asked for the organisation to be deleted (issue 25 point 3): every row and file of
   * it goes 30 days later unless an owner restores it. Null: not scheduled.
   */
  deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
  /** Who asked (no reference: the person's account outlives the organisation or not). */
  deletionRequestedBy: text('deletion_requested_by'),
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

/** A role an identity provider's group gives (single sign-on, issue 21). */
export type SsoRoleMapping = { group: string; role: string };

/**
 * An organisation's identity provider (issue 21 points 2 and 3): at most one per organisation.
 * People whose email domain the organisation verified sign in through it; `ssoRequired` turns
 * their password sign-in off (owners keep theirs, with a second factor, as a break-glass).
 */
export const ssoConnections = pgTable('sso_connections', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** 'oidc' or 'saml'. */
  protocol: text('protocol').notNull(),
  /** Off: the settings are kept, nobody is sent to the provider. */
  enabled: boolean('enabled').notNull().default(true),
  /** OpenID Connect: the issuer identifier, discovered at /.well-known/openid-configuration. */
  oidcIssuer: text('oidc_issuer'),
  oidcClientId: text('oidc_client_id'),
  /** Sealed with the secrets box (decision 031): never sent back to the browser. */
  oidcClientSecret: text('oidc_client_secret'),
  /** SAML: the provider as its metadata describes it (entity ID, HTTP-Redirect sign-in URL). */
  samlIdpEntityId: text('saml_idp_entity_id'),
  samlIdpSsoUrl: text('saml_idp_sso_url'),
  /** Its signing certificates (base64 DER, as in the metadata). */
  samlIdpCertificates: jsonb('saml_idp_certificates').$type<string[]>(),
  /** Where the metadata was read from; null when pasted. */
  samlMetadataUrl: text('saml_metadata_url'),
  /** Responses nobody asked for (IdP-initiated): refused unless turned on. */
  samlAllowIdpInitiated: boolean('saml_allow_idp_initiated').notNull().default(false),
  /** The attribute holding the email; null: the NameID. */
  samlEmailAttribute: text('saml_email_attribute'),
  /** The role of someone joining through the provider when no group mapping applies. */
  defaultRole: text('default_role').notNull().default('member'),
  /** The claim (OIDC) or attribute (SAML) holding the person's groups. */
  groupsClaim: text('groups_claim').notNull().default('groups'),
  roleMappings: jsonb('role_mappings').$type<SsoRoleMapping[]>().notNull().default([]),
  /** Just-in-time membership: a first sign-in through the provider makes the person a member. */
  jitEnabled: boolean('jit_enabled').notNull().default(true),
  ssoRequired: boolean('sso_required').notNull().default(false),
  createdAt: stampedNow('created_at'),
  updatedAt: stampedNow('updated_at'),
});

/**
 * Who a provider's subject is in Rampart: the first sign-in links the subject to the person with
 * that (verified-domain) email, or makes them; later sign-ins find them by subject alone, so a
 * changed email at the provider still reaches the same person.
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id')
      .notNull()
      .references(() => ssoConnections.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The email the provider gave at the last sign-in. */
    email: text('email').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    uniqueIndex('sso_identities_subject_uq').on(t.connectionId, t.subject),
    uniqueIndex('sso_identities_user_uq').on(t.connectionId, t.userId),
  ],
);
