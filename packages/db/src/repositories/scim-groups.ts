import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { scimGroupMembers, scimGroups, scimUsers } from '../schema/index.ts';
import { ID_CHUNK } from './scim.ts';

export type ScimGroupRow = typeof scimGroups.$inferSelect;

export type ScimGroupWithMembers = ScimGroupRow & {
  members: { id: string; userName: string }[];
};

/** The organisation's groups with their members; `narrow` as for people. */
export const listScimGroups = async (
  db: Executor,
  organizationId: string,
  narrow?: { displayName?: string; externalId?: string; ids?: string[] },
): Promise<ScimGroupWithMembers[]> => {
  const groups = await db
    .select()
    .from(scimGroups)
    .where(
      and(
        eq(scimGroups.organizationId, organizationId),
        // Display names are not case-exact (RFC 7643 §4.2).
        narrow?.displayName !== undefined
          ? sql`lower(${scimGroups.displayName}) = lower(${narrow.displayName})`
          : undefined,
        narrow?.externalId !== undefined ? eq(scimGroups.externalId, narrow.externalId) : undefined,
        narrow?.ids !== undefined ? inArray(scimGroups.id, narrow.ids) : undefined,
      ),
    )
    .orderBy(asc(scimGroups.createdAt), asc(scimGroups.id));
  if (groups.length === 0) return [];
  const members = await db
    .select({
      groupId: scimGroupMembers.groupId,
      id: scimUsers.id,
      userName: scimUsers.userName,
    })
    .from(scimGroupMembers)
    .innerJoin(scimUsers, eq(scimUsers.id, scimGroupMembers.scimUserId))
    .where(
      and(
        eq(scimGroupMembers.organizationId, organizationId),
        isNull(scimUsers.removedAt),
        inArray(
          scimGroupMembers.groupId,
          groups.map((g) => g.id),
        ),
      ),
    )
    .orderBy(asc(scimUsers.userName));
  return groups.map((group) => ({
    ...group,
    members: members
      .filter((m) => m.groupId === group.id)
      .map(({ id, userName }) => ({ id, userName })),
  }));
};

export const insertScimGroup = async (
  db: Executor,
  values: typeof scimGroups.$inferInsert,
): Promise<ScimGroupRow> => {
  const [row] = await db.insert(scimGroups).values(values).returning();
  if (!row) throw new Error('SCIM group not stored');
  return row;
};

export const updateScimGroup = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Pick<ScimGroupRow, 'displayName' | 'externalId'>,
): Promise<void> => {
  await db
    .update(scimGroups)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(scimGroups.organizationId, organizationId), eq(scimGroups.id, id)));
};

export const deleteScimGroup = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<void> => {
  await db
    .delete(scimGroups)
    .where(and(eq(scimGroups.organizationId, organizationId), eq(scimGroups.id, id)));
};

/** Adds and removes a group's members; the people whose membership changed. */
export const changeScimGroupMembers = async (
  db: Executor,
  organizationId: string,
  groupId: string,
  change: { add: readonly string[]; remove: readonly string[] },
): Promise<void> => {
  for (let i = 0; i < change.remove.length; i += ID_CHUNK) {
    await db
      .delete(scimGroupMembers)
      .where(
        and(
          eq(scimGroupMembers.organizationId, organizationId),
          eq(scimGroupMembers.groupId, groupId),
          inArray(scimGroupMembers.scimUserId, change.remove.slice(i, i + ID_CHUNK)),
        ),
      );
  }
  for (let i = 0; i < change.add.length; i += ID_CHUNK) {
    await db
      .insert(scimGroupMembers)
      .values(
        change.add
          .slice(i, i + ID_CHUNK)
          .map((scimUserId) => ({ organizationId, groupId, scimUserId })),
      )
      .onConflictDoNothing();
  }
};

/** Takes a person out of every group (the provider deleted them). */
export const leaveScimGroups = async (
  db: Executor,
  organizationId: string,
  scimUserId: string,
): Promise<void> => {
  await db
    .delete(scimGroupMembers)
    .where(
      and(
        eq(scimGroupMembers.organizationId, organizationId),
        eq(scimGroupMembers.scimUserId, scimUserId),
      ),
    );
};

/** The names of the groups a provisioned person is in. */
export const scimGroupNamesOf = async (
  db: Executor,
  organizationId: string,
  scimUserId: string,
): Promise<string[]> =>
  (
    await db
      .select({ name: scimGroups.displayName })
      .from(scimGroupMembers)
      .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
      .where(
        and(
          eq(scimGroupMembers.organizationId, organizationId),
          eq(scimGroupMembers.scimUserId, scimUserId),
        ),
      )
  ).map((r) => r.name);

/** Each provisioned person's groups, for the groups attribute of a user. */
export const scimGroupsOfPeople = async (
  db: Executor,
  organizationId: string,
  scimUserIds: readonly string[],
): Promise<Map<string, { id: string; displayName: string }[]>> => {
  const byPerson = new Map<string, { id: string; displayName: string }[]>();
  if (scimUserIds.length === 0) return byPerson;
  const rows = await db
    .select({
      scimUserId: scimGroupMembers.scimUserId,
      id: scimGroups.id,
      displayName: scimGroups.displayName,
    })
    .from(scimGroupMembers)
    .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
    .where(
      and(
        eq(scimGroupMembers.organizationId, organizationId),
        inArray(scimGroupMembers.scimUserId, [...scimUserIds]),
      ),
    )
    .orderBy(asc(scimGroups.displayName));
  for (const row of rows) {
    const list = byPerson.get(row.scimUserId) ?? [];
    list.push({ id: row.id, displayName: row.displayName });
    byPerson.set(row.scimUserId, list);
  }
  return byPerson;
};
