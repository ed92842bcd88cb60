import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { newId } from '../ids.ts';
import type { Executor } from '../client.ts';
import { mailOutbox } from '../schema/index.ts';

// The mail outbox (decision 046): rows written with the change that sends them, claimed and sent
// by a job. A failed send is tried again up to MAIL_ATTEMPTS_MAX times, then marked failed.

export type OutgoingMail = typeof mailOutbox.$inferSelect;
export const MAIL_ATTEMPTS_MAX = 3;

export const queueMail = async (
  db: Executor,
  row: {
    organizationId: string | null;
    purpose: string;
    to: string;
    subject: string;
    body: string;
    at: Date;
    /** Extra headers (List-Unsubscribe on an update). */
    headers?: Record<string, string>;
  },
): Promise<string> => {
  const id = newId('mail');
  await db.insert(mailOutbox).values({
    id,
    organizationId: row.organizationId,
    purpose: row.purpose,
    toAddress: row.to,
    subject: row.subject,
    body: row.body,
    headers: row.headers ?? {},
    createdAt: row.at,
  });
  return id;
};

/**
 * Takes up to `limit` waiting mails written since `since` (older ones are no longer worth
 * sending), marking them sent so no other process takes them; call inside a transaction.
 */
export const claimOutgoingMail = async (
  tx: Executor,
  opts: { now: Date; since: Date; limit: number },
): Promise<OutgoingMail[]> => {
  const ids = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        gte(mailOutbox.createdAt, opts.since),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  if (ids.length === 0) return [];
  return tx
    .update(mailOutbox)
    .set({ sentAt: opts.now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      inArray(
        mailOutbox.id,
        ids.map((r) => r.id),
      ),
    )
    .returning();
};

/** A send that failed goes back to wait, or is given up after the last attempt. */
export const releaseFailedMail = async (db: Executor, mail: OutgoingMail, now: Date) => {
  await db
    .update(mailOutbox)
    .set(mail.attempts >= MAIL_ATTEMPTS_MAX ? { failedAt: now } : { sentAt: null })
    .where(eq(mailOutbox.id, mail.id));
};

/** The organisation's mail, oldest first (the tests read what went). */
export const listOutboxMail = async (
  db: Executor,
  organizationId: string,
): Promise<OutgoingMail[]> =>
  db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.organizationId, organizationId))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
