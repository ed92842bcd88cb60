import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationPreferences,
} from '@rampart/contracts';
import type { NotificationPreferenceRow, NotificationRow } from '@rampart/db';

export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  entityType: row.entityType,
  entityId: row.entityId,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** Every kind, on in both channels unless the person turned one off. */
export const presentPreferences = (
  stored: { rows: NotificationPreferenceRow[]; digest: boolean },
  emailAvailable: boolean,
): NotificationPreferences => {
  const byKind = new Map(stored.rows.map((r) => [r.kind, r]));
  return {
    preferences: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      inApp: byKind.get(kind)?.inApp ?? true,
      email: byKind.get(kind)?.email ?? true,
    })),
    digest: stored.digest,
    emailAvailable,
  };
};
