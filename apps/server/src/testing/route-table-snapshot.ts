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

/** A row count and an order-free sum of row hashes: what changes whenever a row does. */
const hashOf = (from: string, where: string) =>
  `(select count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) from ${from} t where ${where})`;

/**
 * Columns every call presenting a token writes, refusals included (when and from where the token
 * was last used): bookkeeping of the credential, not the organisation's data.
 */
const USAGE_STAMPS: Record<string, string[]> = {
  scim_settings: ['last_used_at', 'last_used_address'],
  api_tokens: ['last_used_at', 'last_used_address'],
};

const tableSource = (name: string) => {
  const stamps = USAGE_STAMPS[name];
  if (!stamps) return `"${name}"`;
  const dropped = stamps.map((c) => ` - '${c}'`).join('');
  return `(select to_jsonb(x)${dropped} as row, x.organization_id from "${name}" x)`;
};

/** Every place the organisation keeps data: [name, from, where] ($1 organisation, $2 users). */
const sourcesOf = async (database: Database): Promise<[string, string, string][]> => [
  ...(await tablesWithOrganization(database)).map((name): [string, string, string] => [
    name,
    tableSource(name),
    'organization_id = $1',
  ]),
  ['organizations', 'organizations', 'id = $1'],
  [
    'framework_requirements',
    'framework_requirements',
    'framework_id in (select id from frameworks where organization_id = $1)',
  ],
  ['users', 'users', 'id = any($2::text[])'],
  ['sessions', 'sessions', 'user_id = any($2::text[])'],
  ['accounts', 'accounts', 'user_id = any($2::text[])'],
  ['user_preferences', 'user_preferences', 'user_id = any($2::text[])'],
];

const select = (
  sources: [string, string, string][],
  column: (from: string, where: string) => string,
) =>
  sources
    .map(([name, from, where]) => `select '${name}' as name, ${column(from, where)} as value`)
    .join('\nunion all\n');

/**
 * The fingerprint as a PL/pgSQL function of the test database, made once: it keeps the plan of
 * its one statement over some sixty tables, which a plain query plans anew on every call (most
 * of a snapshot's cost). Made once per test process, after the migrations.
 */
let fingerprintFunction: Promise<void> | null = null;
const FINGERPRINT = 'rampart_test_tenant_fingerprint';
const ensureFingerprint = (database: Database) => {
  fingerprintFunction ??= sourcesOf(database).then(async (sources) => {
    await database.raw(
      `create or replace function ${FINGERPRINT}(p_org text, p_members text[]) returns text
       language plpgsql stable as $fn$
       begin
         return (select string_agg(name || '=' || value, ' ' order by name) from (
           ${select(sources, hashOf).replaceAll('$1', 'p_org').replaceAll('$2', 'p_members')}
         ) parts);
       end $fn$`,
    );
  });
  return fingerprintFunction;
};

const fingerprintOf = async (database: Database, organizationId: string, userIds: string[]) => {
  await ensureFingerprint(database);
  const [row] = await database.raw<{ value: string }>(`select ${FINGERPRINT}($1, $2) as value`, [
    organizationId,
    userIds,
  ]);
  return row?.value ?? '';
};

/**
 * The organisation's data: every row of every tenant table, the organisation row, the custom
 * frameworks' requirements, and the users, sessions, accounts and preferences of its members.
 * Compares data, not an audit count.
 */
const readTenant = async (
  database: Database,
  organizationId: string,
  userIds: string[],
): Promise<TenantSnapshot> => {
  const read = await database.raw<{ name: string; value: string }>(
    select(await sourcesOf(database), rowsOf),
    [organizationId, userIds],
  );
  return Object.fromEntries(read.map((r) => [r.name, r.value]));
};

/**
 * Snapshots of one organisation for a suite that takes one per request: each reads only the
 * fingerprint (row counts and hashes), and the rows in full only when it moved since the last
 * snapshot, so a request that changed nothing costs a fraction of a full read.
 */
export const tenantWatch = (database: Database, organizationId: string, userIds: string[]) => {
  let last: { fingerprint: string; rows: TenantSnapshot } | null = null;
  return async (): Promise<TenantSnapshot> => {
    const fingerprint = await fingerprintOf(database, organizationId, userIds);
    if (last?.fingerprint !== fingerprint) {
      // Read after the fingerprint: a change in between is read now and moves the next one.
      last = { fingerprint, rows: await readTenant(database, organizationId, userIds) };
    }
    return last.rows;
  };
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
