import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  memberships,
  scimGroupMembers,
  scimGroups,
  scimSettings,
  scimUsers,
  users,
} from '../schema/index.ts';

export type ScimSettingsRow = typeof scimSettings.$inferSelect;
export type ScimUserRow = typeof scimUsers.$inferSelect;
export type ScimGroupRow = typeof scimGroups.$inferSelect;

/** A provisioned person with what their account says now (name and email live there). */
export type ScimPerson = ScimUserRow & { email: string; name: string };

export const findScimSettings = async (
  db: Executor,
  organizationId: string,
): Promise<ScimSettingsRow | null> =>
  (
    await db
      .select()
      .from(scimSettings)
      .where(eq(scimSettings.organizationId, organizationId))
      .limit(1)
  )[0] ?? null;

/** The settings a bearer token opens, by the token's SHA-256. */
export const findScimSettingsByTokenHash = async (
  db: Executor,
  tokenHash: string,
): Promise<ScimSettingsRow | null> =>
  (await db.select().from(scimSettings).where(eq(scimSettings.tokenHash, tokenHash)).limit(1))[0] ??
  null;

export const saveScimSettings = async (
  db: Executor,
  values: typeof scimSettings.$inferInsert,
): Promise<ScimSettingsRow> => {
  const { organizationId: _org, createdAt: _created, createdBy: _by, ...changes } = values;
  const [row] = await db
    .insert(scimSettings)
    .values(values)
    .onConflictDoUpdate({ target: scimSettings.organizationId, set: changes })
    .returning();
  if (!row) throw new Error('SCIM settings not stored');
  return row;
};

/** Changes only how groups give roles (never the token, which another request may rotate). */
export const updateScimRoles = async (
  db: Executor,
  organizationId: string,
  roles: Pick<ScimSettingsRow, 'defaultRole' | 'roleMappings'>,
): Promise<ScimSettingsRow | null> =>
  (
    await db
      .update(scimSettings)
      .set(roles)
      .where(eq(scimSettings.organizationId, organizationId))
      .returning()
  )[0] ?? null;

export const deleteScimSettings = async (
  db: Executor,
  organizationId: string,
): Promise<ScimSettingsRow | null> =>
  (
    await db.delete(scimSettings).where(eq(scimSettings.organizationId, organizationId)).returning()
  )[0] ?? null;

/** Notes the token's use (time and address), at most once a minute: provisioning comes in bursts. */
export const touchScimToken = async (
  db: Executor,
  organizationId: string,
  address: string,
): Promise<void> => {
  await db
    .update(scimSettings)
    .set({ lastUsedAt: new Date(), lastUsedAddress: address })
    .where(
      and(
        eq(scimSettings.organizationId, organizationId),
        or(
          isNull(scimSettings.lastUsedAt),
          lt(scimSettings.lastUsedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    );
};

const personColumns = {
  id: scimUsers.id,
  organizationId: scimUsers.organizationId,
  userId: scimUsers.userId,
  userName: scimUsers.userName,
  externalId: scimUsers.externalId,
  givenName: scimUsers.givenName,
  familyName: scimUsers.familyName,
  active: scimUsers.active,
  accountCreated: scimUsers.accountCreated,
  removedAt: scimUsers.removedAt,
  createdAt: scimUsers.createdAt,
  updatedAt: scimUsers.updatedAt,
  email: users.email,
  name: users.name,
};

const ID_CHUNK = 5000;

/**
 * The organisation's provisioned people, oldest first (those the provider deleted left out);
 * `narrow` is an equality filter. Long id lists go in chunks, under the bind-parameter limit.
 */
export const listScimPeople = async (
  db: Executor,
  organizationId: string,
  narrow?: { userName?: string; externalId?: string; ids?: readonly string[] },
): Promise<ScimPerson[]> => {
  if (narrow?.ids && narrow.ids.length > ID_CHUNK) {
    const found: ScimPerson[] = [];
    for (let i = 0; i < narrow.ids.length; i += ID_CHUNK) {
      found.push(
        ...(await listScimPeople(db, organizationId, {
          ...narrow,
          ids: narrow.ids.slice(i, i + ID_CHUNK),
        })),
      );
    }
    return found;
  }
  return db
    .select(personColumns)
    .from(scimUsers)
    .innerJoin(users, eq(users.id, scimUsers.userId))
    .where(
      and(
        eq(scimUsers.organizationId, organizationId),
        isNull(scimUsers.removedAt),
        narrow?.userName !== undefined ? eq(scimUsers.userName, narrow.userName) : undefined,
        narrow?.externalId !== undefined ? eq(scimUsers.externalId, narrow.externalId) : undefined,
        narrow?.ids !== undefined ? inArray(scimUsers.id, [...narrow.ids]) : undefined,
      ),
    )
    .orderBy(asc(scimUsers.createdAt), asc(scimUsers.id));
};

/** A record with this userName, the provider's deleted ones included (pushed again: revived). */
export const findScimRecordByUserName = async (
  db: Executor,
  organizationId: string,
  userName: string,
): Promise<ScimUserRow | null> =>
  (
    await db
      .select()
      .from(scimUsers)
      .where(and(eq(scimUsers.organizationId, organizationId), eq(scimUsers.userName, userName)))
      .limit(1)
  )[0] ?? null;

export const findScimPerson = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<ScimPerson | null> =>
  (await listScimPeople(db, organizationId, { ids: [id] }))[0] ?? null;

/** Whether the identity provider manages this member (and whether it turned them off). */
export const findScimUserOfUser = async (
  db: Executor,
  organizationId: string,
  userId: string,
): Promise<ScimUserRow | null> =>
  (
    await db
      .select()
      .from(scimUsers)
      .where(and(eq(scimUsers.organizationId, organizationId), eq(scimUsers.userId, userId)))
      .limit(1)
  )[0] ?? null;

export const insertScimUser = async (
  db: Executor,
  values: typeof scimUsers.$inferInsert,
): Promise<ScimUserRow> => {
  const [row] = await db.insert(scimUsers).values(values).returning();
  if (!row) throw new Error('SCIM user not stored');
  return row;
};

export const updateScimUser = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<
    Pick<
      ScimUserRow,
      'userName' | 'externalId' | 'givenName' | 'familyName' | 'active' | 'removedAt'
    >
  >,
): Promise<void> => {
  await db
    .update(scimUsers)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(scimUsers.organizationId, organizationId), eq(scimUsers.id, id)));
};

/** How many organisations the person belongs to. */
export const countMembershipsOf = async (db: Executor, userId: string): Promise<number> =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)` })
        .from(memberships)
        .where(eq(memberships.userId, userId))
    )[0]?.n ?? 0,
  );

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

/** Counts for the settings screen. */
export const countScimRecords = async (
  db: Executor,
  organizationId: string,
): Promise<{ people: number; active: number; groups: number }> => {
  const [people] = await db
    .select({
      people: sql<number>`count(*)`,
      active: sql<number>`count(*) filter (where ${scimUsers.active})`,
    })
    .from(scimUsers)
    .where(and(eq(scimUsers.organizationId, organizationId), isNull(scimUsers.removedAt)));
  const [groups] = await db
    .select({ n: sql<number>`count(*)` })
    .from(scimGroups)
    .where(eq(scimGroups.organizationId, organizationId));
  return {
    people: Number(people?.people ?? 0),
    active: Number(people?.active ?? 0),
    groups: Number(groups?.n ?? 0),
  };
};
