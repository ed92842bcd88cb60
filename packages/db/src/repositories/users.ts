import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { accounts, sessions, users } from '../schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export const findUserById = async (db: Executor, id: string): Promise<UserRow | null> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;

export const findUserByEmail = async (db: Executor, email: string): Promise<UserRow | null> =>
  (await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1))[0] ?? null;

export const insertUser = async (
  db: Executor,
  values: { id: string; email: string; name: string; emailVerified: boolean },
): Promise<UserRow> => {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  return row!;
};

export const updateUser = async (
  db: Executor,
  id: string,
  patch: Partial<
    Pick<
      UserRow,
      'name' | 'email' | 'image' | 'persona' | 'lastLoginAt' | 'emailVerified' | 'isActive'
    >
  >,
): Promise<UserRow | null> =>
  (
    await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning()
  )[0] ?? null;

export const deleteUser = async (db: Executor, id: string): Promise<void> => {
  await db.delete(users).where(eq(users.id, id));
};

/** The email-and-password credential of a user (better-auth's "credential" account). */
export const findCredential = async (db: Executor, userId: string) =>
  (
    await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
      .limit(1)
  )[0] ?? null;

export const insertCredential = async (
  db: Executor,
  values: { id: string; userId: string; passwordHash: string },
): Promise<void> => {
  await db.insert(accounts).values({
    id: values.id,
    accountId: values.userId,
    providerId: 'credential',
    userId: values.userId,
    password: values.passwordHash,
  });
};

export const setCredentialPassword = async (
  db: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> => {
  await db
    .update(accounts)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
};

/** Ends every session of the user. */
export const deleteSessions = async (db: Executor, userId: string): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.userId, userId));
};

/** Ends every session of the user but the one given. */
export const deleteOtherSessions = async (
  db: Executor,
  userId: string,
  keepToken: string,
): Promise<void> => {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken)));
};

export const anyUserExists = async (db: Executor): Promise<boolean> =>
  (await db.select({ id: users.id }).from(users).limit(1)).length > 0;

/** Of these sessions, the ones that still exist and have not expired (a sign-out, a password
 * change or an account made inactive deletes them). */
export const liveSessionIds = async (
  db: Executor,
  ids: readonly string[],
): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, [...ids]), gt(sessions.expiresAt, sql`now()`)));
  return new Set(rows.map((r) => r.id));
};
