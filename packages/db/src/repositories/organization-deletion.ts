import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { organizations } from '../schema/index.ts';

// An organisation's deletion (issue 25 point 3): asked for by an owner, restorable for 30 days,
// then purged. Every table with `organization_id` references the organisation with ON DELETE
// CASCADE, so deleting its row removes every row of it; the files are found first, by every
// column whose name ends in `storage_key` in those tables.

export const setOrganizationDeletion = async (
  db: Executor,
  organizationId: string,
  request: { at: Date; by: string } | null,
) =>
  (
    await db
      .update(organizations)
      .set({
        deletionRequestedAt: request?.at ?? null,
        deletionRequestedBy: request?.by ?? null,
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, organizationId))
      .returning()
  )[0] ?? null;

/** Organisations whose deletion was asked for at or before `askedBy`: the ones due for purging. */
export const organizationsDueForPurge = async (db: Executor, askedBy: Date): Promise<string[]> =>
  (
    await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(
          isNotNull(organizations.deletionRequestedAt),
          lte(organizations.deletionRequestedAt, askedBy),
        ),
      )
  ).map((r) => r.id);

/**
 * Locks the organisation for its purge, in the caller's transaction; false when it is gone,
 * restored meanwhile, not due, or being purged by another process right now.
 */
export const lockOrganizationForPurge = async (
  tx: Executor,
  organizationId: string,
  askedBy: Date,
): Promise<boolean> => {
  const result = (await tx.execute(
    sql`select id from organizations where id = ${organizationId} and deletion_requested_at <= ${askedBy} for update skip locked`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
};

/** Every stored file of the organisation: its key, and its storage where the row says. */
export const organizationFileKeys = async (
  tx: Executor,
  organizationId: string,
): Promise<{ key: string; storage: string | null }[]> => {
  const columns = (await tx.execute(
    sql`select c.table_name as "table", c.column_name as "column",
          exists (select 1 from information_schema.columns s where s.table_schema = c.table_schema
            and s.table_name = c.table_name and s.column_name = 'storage') as "hasStorage"
        from information_schema.columns c
        where c.table_schema = current_schema() and c.column_name like '%storage_key'
          and exists (select 1 from information_schema.columns o where o.table_schema = c.table_schema
            and o.table_name = c.table_name and o.column_name = 'organization_id')
        order by 1, 2`,
  )) as unknown as { rows: { table: string; column: string; hasStorage: boolean }[] };
  const keys: { key: string; storage: string | null }[] = [];
  for (const c of columns.rows) {
    const storage = c.hasStorage ? sql.identifier('storage') : sql`null`;
    const rows = (await tx.execute(
      sql`select ${sql.identifier(c.column)} as key, ${storage} as storage from ${sql.identifier(c.table)}
          where organization_id = ${organizationId} and ${sql.identifier(c.column)} is not null`,
    )) as unknown as { rows: { key: string; storage: string | null }[] };
    keys.push(...rows.rows);
  }
  return keys;
};

/** Deletes the organisation's row, and with it (ON DELETE CASCADE) every row of it. */
export const deleteOrganizationRow = async (tx: Executor, organizationId: string) => {
  await tx.delete(organizations).where(eq(organizations.id, organizationId));
};
