import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { passkeys } from '../schema/index.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** A person's passkeys, oldest first. */
export const listPasskeys = (db: Executor, userId: string): Promise<PasskeyRow[]> =>
  db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));

export const countPasskeys = async (db: Executor, userId: string): Promise<number> =>
  (await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)))[0]?.n ?? 0;

/** One of the person's own passkeys. */
export const findPasskey = async (
  db: Executor,
  userId: string,
  id: string,
): Promise<PasskeyRow | null> =>
  (
    await db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .limit(1)
  )[0] ?? null;

/** The passkey a browser names at sign-in, whoever holds it. */
export const findPasskeyByCredentialId = async (
  db: Executor,
  credentialId: string,
): Promise<PasskeyRow | null> =>
  (await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1))[0] ??
  null;

export const insertPasskey = async (
  db: Executor,
  values: typeof passkeys.$inferInsert,
): Promise<PasskeyRow> => {
  const [row] = await db.insert(passkeys).values(values).returning();
  if (!row) throw new Error('passkey not stored');
  return row;
};

export const renamePasskey = async (
  db: Executor,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyRow | null> =>
  (
    await db
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning()
  )[0] ?? null;

export const deletePasskey = async (
  db: Executor,
  userId: string,
  id: string,
): Promise<PasskeyRow | null> =>
  (
    await db
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning()
  )[0] ?? null;

/**
 * After a verified sign-in: the authenticator's counter (never lowered by two sign-ins at once,
 * so a cloned authenticator still shows), and when it was last used.
 */
export const markPasskeyUsed = async (
  db: Executor,
  id: string,
  values: { counter: number; backedUp: boolean },
): Promise<void> => {
  await db
    .update(passkeys)
    .set({
      counter: sql`greatest(${passkeys.counter}, ${values.counter})`,
      backedUp: values.backedUp,
      lastUsedAt: new Date(),
    })
    .where(eq(passkeys.id, id));
};
