import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { verifications } from '../schema/index.ts';

/** A live value of better-auth's verification table (challenge cookies, used codes). */
export const findLiveVerification = async (db: Executor, identifier: string) =>
  (
    await db
      .select({ value: verifications.value, expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
      .limit(1)
  )[0] ?? null;

/**
 * Claims an identifier until `until`: true the first time, false while an earlier claim lives.
 * An advisory lock on the identifier makes two simultaneous claims one after the other.
 */
export const claimVerification = async (
  db: Executor,
  values: { id: string; identifier: string; value: string; until: Date },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${values.identifier}))`);
    if (await findLiveVerification(tx, values.identifier)) return false;
    await tx.insert(verifications).values({
      id: values.id,
      identifier: values.identifier,
      value: values.value,
      expiresAt: values.until,
    });
    return true;
  });

/** Gives a claim back. */
export const releaseVerification = async (db: Executor, identifier: string): Promise<void> => {
  await db.delete(verifications).where(eq(verifications.identifier, identifier));
};

/** Takes a live one-time value (a sign-in's state): answers it and deletes it, or null. */
export const takeVerification = async (db: Executor, identifier: string): Promise<string | null> =>
  (
    await db
      .delete(verifications)
      .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
      .returning({ value: verifications.value })
  )[0]?.value ?? null;
