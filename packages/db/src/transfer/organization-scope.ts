import type { TableInfo } from './catalog.ts';

// What an organisation export holds (issue 25 point 3, decision 049). Every table of the
// installation is either carried (its rows of the organisation) or left out with the reason
// below; a test fails when a table is in neither list, so a new table is decided the day it
// is added.

/** Tables left out of an organisation export, and why. */
export const LEFT_OUT_OF_ORGANIZATION_EXPORT: Record<string, string> = {
  accounts: "a person's credentials belong to the installation they sign in to",
  sessions: "a person's sign-ins belong to the installation",
  verifications: 'short-lived mail confirmation codes of the installation',
  passkeys: "a person's passkeys are bound to the installation's address",
  two_factors: "a person's second factor is sealed with the installation's secret",
  user_preferences: "a person's own settings, across every organisation they belong to",
  api_tokens: 'credentials issued by the source installation: made again in the new one',
  oauth_grants: 'connected assistants are authorised again in the new installation',
  oauth_codes: 'short-lived authorisation codes',
  oauth_spent_refresh_tokens: 'a record of spent credentials of the source installation',
  idempotency_keys: 'replay protection for requests made to the source installation',
  sso_connections: 'single sign-on holds a client secret sealed for the source installation',
  sso_identities: 'links to the single sign-on connection, set up again',
  organization_domains: 'verified email domains serve single sign-on, verified again',
  scim_settings: 'provisioning holds a token of the source installation',
  scim_users: 'provisioned from the identity provider again',
  scim_groups: 'provisioned from the identity provider again',
  scim_group_members: 'provisioned from the identity provider again',
  webhook_endpoints: 'each endpoint signs with a secret sealed for the source installation',
  webhook_deliveries: 'the delivery log of endpoints that are set up again',
  webhook_attempts: 'the delivery log of endpoints that are set up again',
  vendor_integration_settings: 'the vendor integration holds an API key sealed for the source',
  invitations: 'pending invitation links point at the source installation: invite again',
  mail_outbox: 'mail waiting to be sent by the source installation',
  jobs: 'background work of the source process; what it produced is in the records it wrote',
  library_controls: 'shipped with every installation of the same version',
  library_state: 'shipped with every installation of the same version',
};

/** Columns naming a person without a foreign key (a history that outlives the membership). */
export const PERSON_COLUMNS_WITHOUT_KEY: Record<string, string[]> = {
  audit_events: ['actor_id'],
  organizations: ['deletion_requested_by'],
  risk_history: ['owner_user_id'],
};

/**
 * Hashes of links held outside (vendors, trust centre visitors): unique in an installation. An
 * import keeps them, so the links go on working once the organisation's address moves with
 * it, unless one is in use where it is imported (a copy beside the original): that one is
 * replaced, and the link must be shared again.
 */
export const OUTSIDE_LINK_COLUMNS: Record<string, string> = {
  questionnaire_links: 'token_hash',
  questionnaire_requests: 'token_hash',
  trust_access_requests: 'confirm_token_hash',
  trust_grants: 'token_hash',
  trust_subscribers: 'confirm_token_hash',
};

/** The people's columns an export carries: enough to find or make their account elsewhere. */
export const PERSON_EXPORT_COLUMNS = ['id', 'name', 'email', 'persona', 'is_active', 'created_at'];

/**
 * Which rows of a carried table belong to the organisation: by its own `organization_id`, or
 * through its parent where it has none (a custom framework's requirements). Null: not carried.
 * `$1` is the organisation's id.
 */
export const organizationRowFilter = (table: TableInfo): string | null => {
  if (table.name in LEFT_OUT_OF_ORGANIZATION_EXPORT || table.name === 'users') return null;
  if (table.name === 'organizations') return `id = $1`;
  if (table.columns.includes('organization_id')) return `organization_id = $1`;
  if (table.name === 'framework_requirements') {
    return `framework_id in (select id from frameworks where organization_id = $1)`;
  }
  return null;
};

/** The carried tables, parents first, each with its filter. */
export const organizationTables = (tables: TableInfo[]) =>
  tables.flatMap((t) => {
    const filter = organizationRowFilter(t);
    return filter ? [{ table: t, filter }] : [];
  });

/** Every column of the carried tables that names a person (a key to users, or listed above). */
export const personColumns = (tables: TableInfo[]): { table: string; column: string }[] =>
  organizationTables(tables).flatMap(({ table }) =>
    [
      ...table.references.filter((r) => r.table === 'users').map((r) => r.column),
      ...(PERSON_COLUMNS_WITHOUT_KEY[table.name] ?? []),
    ].map((column) => ({ table: table.name, column })),
  );
