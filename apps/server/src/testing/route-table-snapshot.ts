import type { Database } from '@rampart/db';

/** Table name -> its rows of the organisation, as JSON text ordered by the row's text. */
export type TenantSnapshot = Record<string, string>;

let tenantTables: Promise<string[]> | null = null;

/** Every table with an organization_id column, read from the catalogue: new tables count too. */
const tablesWithOrganization = (database: Database) => {
  tenantTables ??= database
    .raw<{ name: string }>(
      `select table_name as name from information_schema.columns
       where column_name = 'organization_id' and table_schema = current_schema()
       order by table_name`,
    )
    .then((rows) => rows.map((r) => r.name));
  return tenantTables;
};

const rowsOf = (from: string, where: string) =>
  `(select coalesce(json_agg(t order by t::text), '[]')::text from ${from} t where ${where})`;

/**
 * The organisation's data: every row of every tenant table, the organisation row, the custom
 * frameworks' requirements, and the users, sessions, accounts and preferences of its members.
 * One statement, so a snapshot per request stays cheap. Compares data, not an audit count.
 */
export const tenantSnapshot = async (
  database: Database,
  organizationId: string,
  userIds: string[],
): Promise<TenantSnapshot> => {
  const parts = (await tablesWithOrganization(database)).map(
    (name) => `select '${name}' as name, ${rowsOf(`"${name}"`, 'organization_id = $1')} as rows`,
  );
  parts.push(
    `select 'organizations', ${rowsOf('organizations', 'id = $1')}`,
    `select 'framework_requirements', ${rowsOf(
      'framework_requirements',
      'framework_id in (select id from frameworks where organization_id = $1)',
    )}`,
    `select 'users', ${rowsOf('users', 'id = any($2::text[])')}`,
    `select 'sessions', ${rowsOf('sessions', 'user_id = any($2::text[])')}`,
    `select 'accounts', ${rowsOf('accounts', 'user_id = any($2::text[])')}`,
    `select 'user_preferences', ${rowsOf('user_preferences', 'user_id = any($2::text[])')}`,
  );
  const rows = await database.raw<{ name: string; rows: string }>(parts.join('\nunion all\n'), [
    organizationId,
    userIds,
  ]);
  return Object.fromEntries(rows.map((r) => [r.name, r.rows]));
};

/** The tables whose rows differ, with the rows only before and only after (for messages). */
export const snapshotDiff = (before: TenantSnapshot, after: TenantSnapshot) => {
  const changed: Record<string, { removed: unknown[]; added: unknown[] }> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[name] === after[name]) continue;
    const was = (JSON.parse(before[name] ?? '[]') as unknown[]).map((r) => JSON.stringify(r));
    const now = (JSON.parse(after[name] ?? '[]') as unknown[]).map((r) => JSON.stringify(r));
    changed[name] = {
      removed: was.filter((r) => !now.includes(r)).map((r) => JSON.parse(r)),
      added: now.filter((r) => !was.includes(r)).map((r) => JSON.parse(r)),
    };
  }
  return changed;
};
