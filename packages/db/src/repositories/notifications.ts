import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { memberships } from '../schema/organizations.ts';
import {
  notificationPreferences,
  notifications,
  notificationSettings,
} from '../schema/notifications.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;

/** The PostgreSQL channel that says "this person's notifications changed" (after commit). */
export const NOTIFICATION_CHANNEL = 'rampart_notifications';

/** How a member wants one kind: the channels (on unless turned off) and the daily digest. */
export type RecipientChannels = { inApp: boolean; email: boolean; digest: boolean };

/**
 * The members of the organisation among `userIds`, each with their channels for `kind`. Someone
 * not (or no longer) a member is left out: they are told nothing.
 */
export const recipientChannels = async (
  db: Executor,
  organizationId: string,
  userIds: string[],
  kind: string,
): Promise<Map<string, RecipientChannels>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: memberships.userId,
      inApp: sql<boolean>`coalesce(${notificationPreferences.inApp}, true)`,
      email: sql<boolean>`coalesce(${notificationPreferences.email}, true)`,
      digest: sql<boolean>`coalesce(${notificationSettings.digest}, false)`,
    })
    .from(memberships)
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.organizationId, memberships.organizationId),
        eq(notificationPreferences.userId, memberships.userId),
        eq(notificationPreferences.kind, kind),
      ),
    )
    .leftJoin(
      notificationSettings,
      and(
        eq(notificationSettings.organizationId, memberships.organizationId),
        eq(notificationSettings.userId, memberships.userId),
      ),
    )
    .where(
      and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, userIds)),
    );
  return new Map(rows.map(({ userId, ...channels }) => [userId, channels]));
};

const INSERT_CHUNK = 500;

/**
 * Writes the notifications; one whose event the person was already told of is skipped. Returns
 * the rows written, the winners: only they are mailed and signalled.
 */
export const insertNotifications = async (
  db: Executor,
  rows: NewNotificationRow[],
): Promise<NotificationRow[]> => {
  const out: NotificationRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    out.push(
      ...(await db
        .insert(notifications)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing({
          target: [notifications.organizationId, notifications.userId, notifications.eventKey],
        })
        .returning()),
    );
  }
  return out;
};

/**
 * Tells every process, once the transaction commits (NOTIFY is transactional), that these
 * people's notifications changed; nothing is sent if it rolls back.
 */
export const signalNotifications = async (
  db: Executor,
  people: { organizationId: string; userId: string }[],
): Promise<void> => {
  const payloads = [...new Set(people.map((p) => JSON.stringify([p.organizationId, p.userId])))];
  if (payloads.length === 0) return;
  await db.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, p) from json_array_elements_text(${JSON.stringify(payloads)}::json) as p`,
  );
};

const visible = (organizationId: string, userId: string) =>
  and(
    eq(notifications.organizationId, organizationId),
    eq(notifications.userId, userId),
    eq(notifications.shown, true),
  );

export const listNotifications = async (
  db: Executor,
  organizationId: string,
  userId: string,
  q: PageQuery & { unread?: boolean },
) => {
  const where = and(
    visible(organizationId, userId),
    q.unread ? isNull(notifications.readAt) : undefined,
  );
  const { offset, limit } = pageWindow(q);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(notifications)
    .where(where);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const countUnreadNotifications = async (
  db: Executor,
  organizationId: string,
  userId: string,
): Promise<number> => {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(visible(organizationId, userId), isNull(notifications.readAt)));
  return Number(n);
};

/** Marks one of the person's notifications read (kept as first read); null when not theirs. */
export const markNotificationRead = async (
  db: Executor,
  organizationId: string,
  userId: string,
  id: string,
  now: Date,
): Promise<NotificationRow | null> => {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(visible(organizationId, userId), eq(notifications.id, id)))
    .returning();
  return row ?? null;
};

export const markAllNotificationsRead = async (
  db: Executor,
  organizationId: string,
  userId: string,
  now: Date,
): Promise<number> => {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(visible(organizationId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
};

export const findNotificationPreferences = async (
  db: Executor,
  organizationId: string,
  userId: string,
) => {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.organizationId, organizationId),
        eq(notificationPreferences.userId, userId),
      ),
    );
  const [settings] = await db
    .select({ digest: notificationSettings.digest })
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.organizationId, organizationId),
        eq(notificationSettings.userId, userId),
      ),
    );
  return { rows, digest: settings?.digest ?? false };
};

export const saveNotificationPreferences = async (
  db: Executor,
  organizationId: string,
  userId: string,
  input: { preferences?: { kind: string; inApp: boolean; email: boolean }[]; digest?: boolean },
  now: Date,
): Promise<void> => {
  // The last word for a kind listed twice.
  const byKind = new Map((input.preferences ?? []).map((p) => [p.kind, p]));
  if (byKind.size > 0) {
    await db
      .insert(notificationPreferences)
      .values([...byKind.values()].map((p) => ({ organizationId, userId, ...p, updatedAt: now })))
      .onConflictDoUpdate({
        target: [
          notificationPreferences.organizationId,
          notificationPreferences.userId,
          notificationPreferences.kind,
        ],
        set: {
          inApp: sql`excluded.in_app`,
          email: sql`excluded.email`,
          updatedAt: now,
        },
      });
  }
  if (input.digest !== undefined) {
    await db
      .insert(notificationSettings)
      .values({ organizationId, userId, digest: input.digest, updatedAt: now })
      .onConflictDoUpdate({
        target: [notificationSettings.organizationId, notificationSettings.userId],
        set: { digest: input.digest, updatedAt: now },
      });
    // Mail already waiting follows the new rhythm: into the next digest, or out one by one.
    const [from, to] = input.digest ? ['pending', 'digest'] : ['digest', 'pending'];
    await db
      .update(notifications)
      .set({ emailStatus: to })
      .where(
        and(
          eq(notifications.organizationId, organizationId),
          eq(notifications.userId, userId),
          eq(notifications.emailStatus, from!),
        ),
      );
  }
};
