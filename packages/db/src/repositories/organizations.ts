import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { memberships, organizations, userPreferences, users } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

const slugify = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'org';

export const insertOrganization = async (
  db: Executor,
  values: { id: string; name: string },
): Promise<OrganizationRow> => {
  // The id's tail keeps slugs unique without a retry loop.
  const slug = `${slugify(values.name)}-${values.id.slice(-6)}`;
  const [row] = await db
    .insert(organizations)
    .values({ ...values, slug })
    .returning();
  return row!;
};

export const findOrganization = async (db: Executor, id: string) =>
  (await db.select().from(organizations).where(eq(organizations.id, id)).limit(1))[0] ?? null;

export const updateOrganizationRow = async (
  db: Executor,
  id: string,
  values: { name?: string; size?: string | null; industry?: string | null },
) =>
  (
    await db
      .update(organizations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(organizations.id, id))
      .returning()
  )[0] ?? null;

export const insertMembership = async (
  db: Executor,
  values: { id: string; organizationId: string; userId: string; role: string },
): Promise<MembershipRow> => {
  const [row] = await db.insert(memberships).values(values).returning();
  return row!;
};

export const findMembership = async (db: Executor, organizationId: string, userId: string) =>
  (
    await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
      .limit(1)
  )[0] ?? null;

/** The user's organisations with their role, oldest membership first. */
export const listUserOrganizations = async (db: Executor, userId: string) =>
  db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      role: memberships.role,
      twoFactorRequired: organizations.twoFactorRequired,
      deletionRequestedAt: organizations.deletionRequestedAt,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id));

/** The names of the user's organisations that require a second factor of every member. */
export const organizationsRequiringTwoFactor = async (
  db: Executor,
  userId: string,
): Promise<string[]> =>
  (await listUserOrganizations(db, userId)).filter((o) => o.twoFactorRequired).map((o) => o.name);

const memberColumns = {
  userId: users.id,
  email: users.email,
  name: users.name,
  image: users.image,
  persona: users.persona,
  lastLoginAt: users.lastLoginAt,
  twoFactorEnabled: users.twoFactorEnabled,
  role: memberships.role,
  joinedAt: memberships.createdAt,
};

const membersOf = (db: Executor, organizationId: string) =>
  db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.createdAt), asc(users.id))
    .$dynamic();

/** Every member of the organisation, longest-standing first. */
export const listMembers = async (db: Executor, organizationId: string) =>
  membersOf(db, organizationId);

/** One page of the organisation's members, longest-standing first. */
export const listMembersPage = async (db: Executor, organizationId: string, q: PageQuery) => {
  const { offset, limit } = pageWindow(q);
  const items = await membersOf(db, organizationId).limit(limit).offset(offset);
  const total = await countMembers(db, organizationId);
  return { items, total, nextCursor: nextCursor(offset, items.length, total) };
};

export const countMembers = async (db: Executor, organizationId: string): Promise<number> =>
  Number(
    (
      await db
        .select({ n: count() })
        .from(memberships)
        .where(eq(memberships.organizationId, organizationId))
    )[0]?.n ?? 0,
  );

export const countOwners = async (db: Executor, organizationId: string): Promise<number> =>
  Number(
    (
      await db
        .select({ n: count() })
        .from(memberships)
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'owner')))
    )[0]?.n ?? 0,
  );

export const updateMembershipRole = async (
  db: Executor,
  organizationId: string,
  userId: string,
  role: string,
) =>
  (
    await db
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
      .returning()
  )[0] ?? null;

export const deleteMembership = async (db: Executor, organizationId: string, userId: string) => {
  await db
    .delete(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
};

/** Locks the organisation's row so concurrent role changes cannot remove the last owner. */
export const lockOrganization = async (db: Executor, organizationId: string): Promise<void> => {
  await db.execute(sql`select id from organizations where id = ${organizationId} for update`);
};

/**
 * The membership a request acts through: in the organisation it names, or, naming none, the
 * user's default if they still belong to it, else their oldest. With it, whether the
 * organisation requires a second factor the person has not set up yet. One query, since it runs
 * on every request the session cache cannot answer.
 */
export const findActorMembership = async (
  db: Executor,
  userId: string,
  organizationId: string | null,
) =>
  (
    await db
      .select({
        organizationId: memberships.organizationId,
        role: memberships.role,
        secondFactorDue: sql<boolean>`(${organizations.twoFactorRequired} and not ${users.twoFactorEnabled})`,
        sessionLifetimeHours: organizations.sessionLifetimeHours,
      })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(userPreferences, eq(userPreferences.userId, memberships.userId))
      .where(
        organizationId
          ? and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId))
          : eq(memberships.userId, userId),
      )
      .orderBy(
        sql`(${memberships.organizationId} = ${userPreferences.defaultOrganizationId}) desc nulls last`,
        asc(memberships.createdAt),
        asc(memberships.id),
      )
      .limit(1)
  )[0] ?? null;

export const findDefaultMembership = (db: Executor, userId: string) =>
  findActorMembership(db, userId, null);

/** How members sign in (the two-factor policy, the session lifetime); set by an owner. */
export const setSignInPolicy = async (
  db: Executor,
  organizationId: string,
  policy: { twoFactorRequired?: boolean; sessionLifetimeHours?: number | null },
): Promise<void> => {
  await db
    .update(organizations)
    .set({ ...policy, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
};

/** Every member's user id: whose cached sessions a policy change must drop. */
export const listMemberIds = async (db: Executor, organizationId: string): Promise<string[]> =>
  (
    await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.organizationId, organizationId))
  ).map((r) => r.userId);

/** The organisation's owners and admins: who is told of what happens to it unattended. */
export const ownerAndAdminIds = async (db: Executor, organizationId: string): Promise<string[]> =>
  (
    await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          eq(memberships.organizationId, organizationId),
          inArray(memberships.role, ['owner', 'admin']),
        ),
      )
      .orderBy(asc(memberships.userId))
  ).map((r) => r.userId);
