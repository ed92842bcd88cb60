import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { passkeys, twoFactors, users } from '../schema/index.ts';

/** A person's authenticator app as better-auth's two-factor plugin keeps it, if set up at all. */
export const findTwoFactor = async (db: Executor, userId: string) =>
  (
    await db
      .select({
        verified: twoFactors.verified,
        backupCodes: twoFactors.backupCodes,
        lockedUntil: twoFactors.lockedUntil,
        createdAt: twoFactors.createdAt,
      })
      .from(twoFactors)
      .where(eq(twoFactors.userId, userId))
      .limit(1)
  )[0] ?? null;

/**
 * Sets users.two_factor_enabled from what the person holds: a confirmed authenticator app or a
 * passkey. Called after every change to either, so the sign-in's second step, the organisation
 * policy and the member list agree. Answers the new value.
 */
export const syncSecondFactorFlag = async (db: Executor, userId: string): Promise<boolean> => {
  const [row] = await db
    .update(users)
    .set({
      twoFactorEnabled: sql<boolean>`(
        exists (select 1 from ${twoFactors} where ${twoFactors.userId} = ${userId} and ${twoFactors.verified})
        or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId}))`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ enabled: users.twoFactorEnabled });
  return row?.enabled ?? false;
};

/**
 * Locks the person's row until the transaction ends: changes to their second factors (adding,
 * removing, turning off, an owner's reset) then happen one after the other, so two at once
 * cannot both see the other's factor and leave none.
 */
export const lockUserFactors = async (db: Executor, userId: string): Promise<void> => {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
};

/** Removes the authenticator app and its backup codes; false when there was none. */
export const removeTwoFactorApp = async (db: Executor, userId: string): Promise<boolean> =>
  (
    await db
      .delete(twoFactors)
      .where(eq(twoFactors.userId, userId))
      .returning({ id: twoFactors.id })
  ).length > 0;

/**
 * Removes every second factor (the app, its backup codes and the passkeys); the person signs in
 * with their password alone.
 */
export const removeSecondFactors = async (db: Executor, userId: string): Promise<void> => {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db
    .update(users)
    .set({ twoFactorEnabled: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
};
