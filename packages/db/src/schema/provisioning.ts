import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orgRef, ts, userRef, stampedNow } from './columns.ts';
import type { SsoRoleMapping } from './organizations.ts';

/**
 * SCIM provisioning (issue 21 point 4, decision 036): the organisation's bearer token for its
 * identity provider, stored as a SHA-256 only, and how the provider's groups give roles.
 */
export const scimSettings = pgTable('scim_settings', {
  organizationId: orgRef().primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  /** The token's first characters, shown so an owner can tell which one the provider holds. */
  tokenHint: text('token_hint').notNull(),
  /** The role of a provisioned person when none of their groups maps to one. */
  defaultRole: text('default_role').notNull().default('member'),
  roleMappings: jsonb('role_mappings').$type<SsoRoleMapping[]>().notNull().default([]),
  createdBy: userRef('created_by'),
  createdAt: stampedNow('created_at'),
  /** When the current token was made (first made or last rotated). */
  tokenCreatedAt: stampedNow('token_created_at'),
  lastUsedAt: ts('last_used_at'),
  lastUsedAddress: text('last_used_address'),
});

/**
 * A person the identity provider provisioned into the organisation. The SCIM id is this row's,
 * not the account's; `active: false` keeps the row and ends the membership, so the provider can
 * read the person back and turn them on again.
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the provider sent it, in lower case: the person's email. */
    userName: text('user_name').notNull(),
    externalId: text('external_id'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    active: boolean('active').notNull().default(true),
    /** The provider made the account (it had none): turning them off turns the account off. */
    accountCreated: boolean('account_created').notNull().default(false),
    /**
     * The provider deleted the person: hidden from SCIM, still refused by single sign-on, and
     * the same record again if the provider pushes them anew.
     */
    removedAt: ts('removed_at'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    uniqueIndex('scim_users_org_user_uq').on(t.organizationId, t.userId),
    uniqueIndex('scim_users_org_user_name_uq').on(t.organizationId, t.userName),
  ],
);

/** A group the identity provider pushed; its display name is what role mappings name. */
export const scimGroups = pgTable(
  'scim_groups',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [uniqueIndex('scim_groups_org_name_uq').on(t.organizationId, t.displayName)],
);

export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    organizationId: orgRef(),
    groupId: text('group_id')
      .notNull()
      .references(() => scimGroups.id, { onDelete: 'cascade' }),
    scimUserId: text('scim_user_id')
      .notNull()
      .references(() => scimUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.scimUserId] }),
    index('scim_group_members_user_idx').on(t.scimUserId),
  ],
);
