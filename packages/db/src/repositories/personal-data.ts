import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';

// A person's own data (issue 25 point 3, GDPR articles 15 and 20): the rows of each table that
// are theirs. Every column of those tables is named here as shown or withheld, so a column added
// later is left out until someone decides (personal-data.test.ts fails on an unnamed one).

export type PersonalSection = {
  /** The key in the download. */
  name: string;
  table: string;
  /** Which rows are the person's. */
  mine: (userId: string) => SQL;
  /** Copied as stored. */
  shown: readonly string[];
  /** Kept back: a secret or the proof of one (keys, hashes, tokens), or internal bookkeeping. */
  withheld: readonly string[];
  order: string;
};

const byUser = (column: string) => (userId: string) => sql`${sql.identifier(column)} = ${userId}`;

export const PERSONAL_SECTIONS: readonly PersonalSection[] = [
  {
    name: 'profile',
    table: 'users',
    mine: byUser('id'),
    shown: [
      'id',
      'name',
      'email',
      'email_verified',
      'image',
      'persona',
      'is_active',
      'two_factor_enabled',
      'last_login_at',
      'created_at',
      'updated_at',
    ],
    withheld: [],
    order: 'id',
  },
  {
    name: 'signInMethods',
    table: 'accounts',
    mine: byUser('user_id'),
    shown: ['provider_id', 'created_at', 'updated_at'],
    withheld: [
      'id',
      'account_id',
      'user_id',
      'access_token',
      'refresh_token',
      'id_token',
      'access_token_expires_at',
      'refresh_token_expires_at',
      'scope',
      'password',
    ],
    order: 'created_at',
  },
  {
    name: 'sessions',
    table: 'sessions',
    mine: byUser('user_id'),
    shown: ['ip_address', 'user_agent', 'created_at', 'updated_at', 'expires_at'],
    withheld: ['id', 'token', 'user_id'],
    order: 'created_at',
  },
  {
    name: 'twoFactor',
    table: 'two_factors',
    mine: byUser('user_id'),
    shown: ['verified', 'created_at', 'updated_at'],
    withheld: [
      'id',
      'user_id',
      'secret',
      'backup_codes',
      'failed_verification_count',
      'locked_until',
    ],
    order: 'created_at',
  },
  {
    name: 'passkeys',
    table: 'passkeys',
    mine: byUser('user_id'),
    shown: ['name', 'transports', 'backed_up', 'created_at', 'last_used_at'],
    withheld: ['id', 'user_id', 'credential_id', 'public_key', 'counter'],
    order: 'created_at',
  },
  {
    name: 'memberships',
    table: 'memberships',
    mine: byUser('user_id'),
    shown: ['organization_id', 'role', 'created_at'],
    withheld: ['id', 'user_id'],
    order: 'created_at',
  },
  {
    name: 'preferences',
    table: 'user_preferences',
    mine: byUser('user_id'),
    shown: [
      'favorites',
      'completed_tours',
      'skipped_tours',
      'sidebar_collapsed',
      'default_organization_id',
      'updated_at',
    ],
    withheld: ['user_id'],
    order: 'user_id',
  },
  {
    name: 'notificationPreferences',
    table: 'notification_preferences',
    mine: byUser('user_id'),
    shown: ['organization_id', 'kind', 'in_app', 'email', 'updated_at'],
    withheld: ['user_id'],
    order: 'organization_id, kind',
  },
  {
    name: 'notificationSettings',
    table: 'notification_settings',
    mine: byUser('user_id'),
    shown: ['organization_id', 'digest', 'last_digest_on', 'updated_at'],
    withheld: ['user_id'],
    order: 'organization_id',
  },
  {
    name: 'notifications',
    table: 'notifications',
    mine: byUser('user_id'),
    shown: [
      'organization_id',
      'kind',
      'title',
      'body',
      'link',
      'entity_type',
      'entity_id',
      'email_status',
      'emailed_at',
      'created_at',
      'read_at',
    ],
    withheld: ['id', 'user_id', 'event_key', 'shown'],
    order: 'created_at, id',
  },
  {
    name: 'assistantConversations',
    table: 'ai_conversations',
    mine: byUser('user_id'),
    shown: ['id', 'organization_id', 'title', 'created_at', 'updated_at'],
    withheld: ['user_id'],
    order: 'created_at, id',
  },
  {
    name: 'assistantMessages',
    table: 'ai_messages',
    mine: (userId) =>
      sql`conversation_id in (select id from ai_conversations where user_id = ${userId})`,
    shown: ['conversation_id', 'role', 'content', 'engine', 'confidence', 'sources', 'created_at'],
    withheld: ['id', 'organization_id'],
    order: 'created_at, id',
  },
  {
    name: 'apiTokens',
    table: 'api_tokens',
    mine: byUser('user_id'),
    shown: [
      'organization_id',
      'kind',
      'name',
      'token_hint',
      'scopes',
      'expires_at',
      'created_at',
      'last_used_at',
      'last_used_address',
      'revoked_at',
    ],
    withheld: ['id', 'user_id', 'token_hash', 'created_by', 'revoked_by', 'grant_id'],
    order: 'created_at, id',
  },
  {
    name: 'connectedAssistants',
    table: 'oauth_grants',
    mine: byUser('user_id'),
    shown: [
      'organization_id',
      'client_id',
      'client_name',
      'scopes',
      'created_at',
      'last_used_at',
      'revoked_at',
    ],
    withheld: ['id', 'user_id', 'refresh_token_hash', 'refresh_expires_at'],
    order: 'created_at, id',
  },
  {
    name: 'singleSignOnIdentities',
    table: 'sso_identities',
    mine: byUser('user_id'),
    shown: ['organization_id', 'subject', 'email', 'last_sign_in_at', 'created_at'],
    withheld: ['id', 'connection_id', 'user_id'],
    order: 'created_at, id',
  },
  {
    name: 'actions',
    table: 'audit_events',
    mine: byUser('actor_id'),
    shown: [
      'organization_id',
      'action',
      'entity_type',
      'entity_id',
      'via',
      'via_client',
      'created_at',
    ],
    // The records' contents before and after belong to the organisation, not to the person.
    withheld: ['id', 'actor_id', 'before', 'after', 'request_id'],
    order: 'created_at, id',
  },
  {
    name: 'questionnaireComments',
    table: 'questionnaire_comments',
    mine: byUser('author_id'),
    shown: [
      'organization_id',
      'questionnaire_id',
      'content',
      'target_type',
      'target_id',
      'is_resolved',
      'is_edited',
      'created_at',
      'updated_at',
    ],
    withheld: [
      'id',
      'parent_id',
      'author_id',
      'author_name',
      'mentions',
      'resolved_by',
      'resolved_at',
    ],
    order: 'created_at, id',
  },
  {
    name: 'questionnaireMemberships',
    table: 'questionnaire_members',
    mine: byUser('user_id'),
    shown: ['organization_id', 'questionnaire_id', 'role', 'status', 'created_at', 'responded_at'],
    withheld: ['id', 'user_id', 'invited_by', 'approved_by', 'approved_at'],
    order: 'created_at, id',
  },
];

/** The person's rows of every section, in the order given there. */
export const personalRows = async (
  db: Executor,
  userId: string,
): Promise<Record<string, Record<string, unknown>[]>> => {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const s of PERSONAL_SECTIONS) {
    const columns = sql.join(
      s.shown.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const result = (await db.execute(
      sql`select ${columns} from ${sql.identifier(s.table)} where ${s.mine(userId)} order by ${sql.raw(s.order)}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    out[s.name] = result.rows;
  }
  return out;
};

/** The names of the organisations the person belongs to, for reading the ids above. */
export const personalOrganizations = async (
  db: Executor,
  userId: string,
): Promise<{ id: string; name: string }[]> => {
  const result = (await db.execute(
    sql`select o.id, o.name from organizations o join memberships m on m.organization_id = o.id where m.user_id = ${userId} order by o.name, o.id`,
  )) as unknown as { rows: { id: string; name: string }[] };
  return result.rows;
};
