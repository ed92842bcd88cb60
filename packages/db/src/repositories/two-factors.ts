import { eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { twoFactors, users } from '../schema/index.ts';

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

/** Removes the app and its backup codes; the person signs in with their password alone. */
export const removeTwoFactor = async (db: Executor, userId: string): Promise<void> => {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db
    .update(users)
    .set({ twoFactorEnabled: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
};
