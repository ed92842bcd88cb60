import type {
  NotificationPreferences,
  UpdateNotificationPreferencesBody,
} from '@rampart/contracts';
import { findNotificationPreferences, saveNotificationPreferences, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { presentPreferences } from './notification.presenter.ts';

/** The actor's channels for every kind in this organisation, and their digest choice. */
export const getNotificationPreferences = async (
  db: Db,
  actor: Actor,
  emailAvailable: boolean,
): Promise<NotificationPreferences> =>
  presentPreferences(
    await findNotificationPreferences(db, actor.organizationId, actor.userId),
    emailAvailable,
  );

/** Changes the kinds given (and the digest when given); the rest stay as they were. */
export const updateNotificationPreferences = async ({
  actor,
  input,
  db,
  emailAvailable,
}: {
  actor: Actor;
  input: UpdateNotificationPreferencesBody;
  db: Db;
  emailAvailable: boolean;
}): Promise<NotificationPreferences> =>
  db.transaction(async (tx) => {
    await saveNotificationPreferences(tx, actor.organizationId, actor.userId, input, new Date());
    return presentPreferences(
      await findNotificationPreferences(tx, actor.organizationId, actor.userId),
      emailAvailable,
    );
  });
