import {
  markAllNotificationsRead,
  markNotificationRead,
  signalNotifications,
  type Db,
  type NotificationRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';

/** Marks one of the actor's own notifications read; anyone else's is not found. */
export const markRead = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<NotificationRow> =>
  db.transaction(async (tx) => {
    const row = await markNotificationRead(tx, actor.organizationId, actor.userId, id, new Date());
    if (!row) throw notFound('Notification');
    // The person's other tabs and devices update their count.
    await signalNotifications(tx, [row]);
    return row;
  });

export const markAllRead = async ({ actor, db }: { actor: Actor; db: Db }): Promise<number> =>
  db.transaction(async (tx) => {
    const updated = await markAllNotificationsRead(
      tx,
      actor.organizationId,
      actor.userId,
      new Date(),
    );
    if (updated > 0) await signalNotifications(tx, [actor]);
    return updated;
  });
