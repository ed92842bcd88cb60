// Writing notifications (decision 021): inside the transaction of the change that causes them,
// once per event and person, by each person's channels. Mail goes later, from the outbox.
import type { NotificationKind } from '@rampart/contracts';
import {
  insertNotifications,
  newId,
  recipientChannels,
  signalNotifications,
  type Executor,
  type NewNotificationRow,
  type NotificationRow,
} from '@rampart/db';

export type NotifyInput = {
  organizationId: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path in the app, `/dashboard/...`. */
  link?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  /**
   * Names the event, so the same event never notifies twice (a second sweep, another process):
   * e.g. `test_due:<testId>:<day>`, `assigned:risk:<id>:<userId>:<time>`.
   */
  eventKey: string;
  /** Who caused it: nobody is told of their own act. */
  actorId?: string | null;
};

/**
 * Notifies each person of their event, in the caller's transaction. Someone who is not a member
 * of the organisation, or who caused the event, is skipped; the channels each person chose for
 * the kind decide whether it shows in the app and whether (and how) it is mailed. Returns the
 * notifications written: an event already notified writes nothing. Every process hears of
 * them once the transaction commits (signalNotifications), never before.
 */
export const notifyMany = async (
  tx: Executor,
  inputs: NotifyInput[],
  now: Date = new Date(),
): Promise<NotificationRow[]> => {
  const wanted = inputs.filter((i) => i.userId !== i.actorId);
  const groups = new Map<string, NotifyInput[]>();
  for (const input of wanted) {
    const key = `${input.organizationId}\u0000${input.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), input]);
  }
  const rows: NewNotificationRow[] = [];
  for (const group of groups.values()) {
    const { organizationId, kind } = group[0]!;
    const people = [...new Set(group.map((g) => g.userId))];
    const channels = await recipientChannels(tx, organizationId, people, kind);
    for (const input of group) {
      const ch = channels.get(input.userId);
      if (!ch) continue;
      rows.push({
        id: newId('ntf'),
        organizationId,
        userId: input.userId,
        kind,
        title: input.title,
        body: input.body ?? '',
        link: input.link ?? null,
        entityType: input.entityType ?? null,
        entityId: input.entityId ?? null,
        eventKey: input.eventKey,
        // A row is written even with both channels off: the event is spent either way.
        shown: ch.inApp,
        emailStatus: ch.email ? (ch.digest ? 'digest' : 'pending') : 'none',
        createdAt: now,
      });
    }
  }
  if (rows.length === 0) return [];
  const written = await insertNotifications(tx, rows);
  await signalNotifications(tx, written);
  return written;
};

/** One notification; see notifyMany. The report builder calls it when a scheduled report is ready. */
export const notify = async (
  tx: Executor,
  input: NotifyInput,
  now?: Date,
): Promise<NotificationRow | null> => (await notifyMany(tx, [input], now))[0] ?? null;
