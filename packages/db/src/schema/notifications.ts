import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orgRef, stampedNow, ts } from './columns.ts';

const person = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * What a person was told (decision 021), and the outbox of its mail. `event_key` names the
 * event: the unique index makes a second write of the same event (another process's sweep, a
 * retried request) a no-op, so nobody is told twice. `shown` is the in-app channel as the
 * person had it when the event happened (a row is kept either way, so the event is spent).
 * `email_status`: none (no mail wanted), pending (to send), digest (to the daily digest),
 * sent, failed, expired (not sent in time).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    userId: person(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    eventKey: text('event_key').notNull(),
    shown: boolean('shown').notNull().default(true),
    emailStatus: text('email_status').notNull().default('none'),
    emailedAt: ts('emailed_at'),
    createdAt: stampedNow('created_at'),
    readAt: ts('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_event_idx').on(t.organizationId, t.userId, t.eventKey),
    index('notifications_person_idx')
      .on(t.organizationId, t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`shown`),
    index('notifications_unread_idx')
      .on(t.organizationId, t.userId)
      .where(sql`shown and read_at is null`),
    index('notifications_outbox_idx')
      .on(t.emailStatus, t.createdAt)
      .where(sql`email_status in ('pending', 'digest')`),
  ],
);

/** A person's channels for one kind in one organisation; no row means both on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    organizationId: orgRef(),
    userId: person(),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.kind] })],
);

/**
 * A person's mail rhythm in one organisation: `digest` gathers the day's mails into one,
 * `last_digest_on` (a UTC day, YYYY-MM-DD) is the day the last one went, so it goes once a day.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    organizationId: orgRef(),
    userId: person(),
    digest: boolean('digest').notNull().default(false),
    lastDigestOn: text('last_digest_on'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('notification_settings_digest_idx')
      .on(t.lastDigestOn)
      .where(sql`digest`),
  ],
);
