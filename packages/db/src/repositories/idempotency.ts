import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { idempotencyKeys } from '../schema/index.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type IdempotencyClaim = Pick<
  IdempotencyKeyRow,
  'scope' | 'key' | 'userId' | 'apiTokenId' | 'organizationId' | 'fingerprint' | 'expiresAt'
>;

/** Expired keys removed by each claim: the table never holds more than a day of keys for long. */
const SWEEP_BATCH = 100;
/**
 * A key still pending after this long belongs to a request whose process ended before keeping
 * its answer: the next request with it runs again (decision 044 says what that can repeat).
 */
const ABANDONED_AFTER_MS = 5 * 60 * 1000;

/**
 * Claims a key for the request about to run: null when it is this request's to run, else the
 * row an earlier request with the same key left (pending, or done with its answer). An expired
 * or abandoned row is no claim: it is removed first, with a batch of other expired ones.
 */
export const claimIdempotencyKey = async (
  db: Executor,
  claim: IdempotencyClaim,
  now: Date,
): Promise<IdempotencyKeyRow | null> => {
  const expired = db
    .select({ scope: idempotencyKeys.scope, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .limit(SWEEP_BATCH);
  await db
    .delete(idempotencyKeys)
    .where(
      or(
        sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) in (${expired})`,
        and(
          eq(idempotencyKeys.scope, claim.scope),
          eq(idempotencyKeys.key, claim.key),
          or(
            lt(idempotencyKeys.expiresAt, now),
            and(
              eq(idempotencyKeys.state, 'pending'),
              lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
            ),
          ),
        ),
      ),
    );
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...claim, state: 'pending', createdAt: now })
    .onConflictDoNothing()
    .returning({ scope: idempotencyKeys.scope });
  if (inserted.length > 0) return null;
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  return existing ?? null;
};

/** The claim a request holds: a request that outlived its claim (taken over) matches nothing. */
export type IdempotencyHold = { scope: string; key: string; claimedAt: Date };

const held = (hold: IdempotencyHold) =>
  and(
    eq(idempotencyKeys.scope, hold.scope),
    eq(idempotencyKeys.key, hold.key),
    eq(idempotencyKeys.createdAt, hold.claimedAt),
    eq(idempotencyKeys.state, 'pending'),
  );

/** Keeps the answer of the request that claimed the key. */
export const keepIdempotentAnswer = async (
  db: Executor,
  hold: IdempotencyHold,
  answer: Pick<IdempotencyKeyRow, 'statusCode' | 'headers' | 'body'>,
): Promise<void> => {
  await db
    .update(idempotencyKeys)
    .set({ ...answer, state: 'done' })
    .where(held(hold));
};

/** Frees a key whose request did not finish (a server error, a limit): a retry runs again. */
export const releaseIdempotencyKey = async (db: Executor, hold: IdempotencyHold): Promise<void> => {
  await db.delete(idempotencyKeys).where(held(hold));
};
