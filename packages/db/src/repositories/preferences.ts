import { eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { userPreferences } from '../schema/index.ts';

export type PreferencesRow = typeof userPreferences.$inferSelect;

export const findPreferences = async (db: Executor, userId: string) =>
  (await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1))[0] ??
  null;

export const upsertPreferences = async (
  db: Executor,
  userId: string,
  values: Partial<Omit<PreferencesRow, 'userId' | 'updatedAt'>> & { favorites: string[] },
): Promise<PreferencesRow> => {
  const now = new Date();
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
};
