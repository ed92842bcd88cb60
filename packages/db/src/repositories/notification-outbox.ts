// The mail side of notifications, across organisations: the outbox every process may drain and
// the daily digests. Claims lock their rows (FOR UPDATE SKIP LOCKED) and mark them in the same
// statement's transaction, so two processes never take the same mail.
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { users } from '../schema/auth.ts';
import { notifications, notificationSettings } from '../schema/notifications.ts';
import type { NotificationRow } from './notifications.ts';

export type OutgoingNotification = NotificationRow & { email: string; name: string };

const withPerson = async (
  db: Executor,
  rows: NotificationRow[],
): Promise<OutgoingNotification[]> => {
  if (rows.length === 0) return [];
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((r) => r.userId),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const p = byId.get(r.userId);
    return p ? [{ ...r, email: p.email, name: p.name }] : [];
  });
};

/**
 * Takes up to `limit` mails waiting since `since` (older ones are left to expire), marking them
 * sent before they go: a mail goes at most once, even if the process dies while sending.
 */
export const claimPendingEmails = async (
  tx: Executor,
  opts: { now: Date; since: Date; limit: number; organizationId?: string },
): Promise<OutgoingNotification[]> => {
  const ids = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.emailStatus, 'pending'),
        gte(notifications.createdAt, opts.since),
        opts.organizationId ? eq(notifications.organizationId, opts.organizationId) : undefined,
      ),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  if (ids.length === 0) return [];
  const rows = await tx
    .update(notifications)
    .set({ emailStatus: 'sent', emailedAt: opts.now })
    .where(
      inArray(
        notifications.id,
        ids.map((r) => r.id),
      ),
    )
    .returning();
  return withPerson(tx, rows);
};

export const markEmailsFailed = async (db: Executor, ids: string[]): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ emailStatus: 'failed' })
    .where(inArray(notifications.id, ids));
};

/** Mails not sent in time (no mail server then, or a digest turned off) are never sent. */
export const expireStaleEmails = async (
  db: Executor,
  opts: { pendingBefore: Date; digestBefore: Date },
): Promise<void> => {
  await db
    .update(notifications)
    .set({ emailStatus: 'expired' })
    .where(
      or(
        and(
          eq(notifications.emailStatus, 'pending'),
          lt(notifications.createdAt, opts.pendingBefore),
        ),
        and(
          eq(notifications.emailStatus, 'digest'),
          lt(notifications.createdAt, opts.digestBefore),
        ),
      ),
    );
};

/**
 * People whose digest is due on `day` (YYYY-MM-DD, UTC) and who have something in it: each
 * marked as digested today in this transaction, so they get one a day whoever sweeps.
 */
export const claimDigestPeople = async (
  tx: Executor,
  day: string,
  limit: number,
): Promise<{ organizationId: string; userId: string }[]> => {
  const due = and(
    eq(notificationSettings.digest, true),
    or(isNull(notificationSettings.lastDigestOn), lt(notificationSettings.lastDigestOn, day)),
    sql`exists (select 1 from ${notifications} n where n.organization_id = ${notificationSettings.organizationId}
      and n.user_id = ${notificationSettings.userId} and n.email_status = 'digest')`,
  );
  const found = await tx
    .select({
      organizationId: notificationSettings.organizationId,
      userId: notificationSettings.userId,
    })
    .from(notificationSettings)
    .where(due)
    .limit(limit)
    .for('update', { skipLocked: true });
  for (const p of found) {
    await tx
      .update(notificationSettings)
      .set({ lastDigestOn: day })
      .where(
        and(
          eq(notificationSettings.organizationId, p.organizationId),
          eq(notificationSettings.userId, p.userId),
        ),
      );
  }
  return found;
};

/** The person's notifications waiting for their digest, taken (marked sent) oldest first. */
export const takeDigestNotifications = async (
  tx: Executor,
  organizationId: string,
  userId: string,
  now: Date,
): Promise<OutgoingNotification[]> => {
  const rows = await tx
    .update(notifications)
    .set({ emailStatus: 'sent', emailedAt: now })
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.userId, userId),
        eq(notifications.emailStatus, 'digest'),
      ),
    )
    .returning();
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return withPerson(tx, rows);
};

/** One notification sweeper at a time across processes; the others skip their turn. */
export const tryNotificationSweepLock = async (tx: Executor): Promise<boolean> => {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('rampart.notifications')) as ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  return result.rows[0]?.ok === true;
};

/**
 * Claims the waiting mails of these notifications for a sender that sends them itself (a
 * scheduled report mails its PDF as the notification's mail): marked sent, so the outbox never
 * sends them again. Returns the ids claimed (those whose person wanted a mail).
 */
export const claimEmailsOf = async (tx: Executor, ids: string[], now: Date): Promise<string[]> => {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(notifications)
    .set({ emailStatus: 'sent', emailedAt: now })
    .where(
      and(
        inArray(notifications.id, ids),
        inArray(notifications.emailStatus, ['pending', 'digest']),
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
};
