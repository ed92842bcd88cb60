import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { memberships, scimGroups, scimSettings, scimUsers, users } from '../schema/index.ts';

export type ScimSettingsRow = typeof scimSettings.$inferSelect;
export type ScimUserRow = typeof scimUsers.$inferSelect;

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

/** Ids per statement: long lists go in chunks, under the bind-parameter limit. */
export const ID_CHUNK = 5000;

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
