import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { stampedNow, ts } from './columns.ts';

/**
 * Mail waiting to go (decision 046): written in the transaction that decided to send it, so a
 * request that fails sends nothing and one that succeeds cannot lose its mail; a job sends it.
 * A row is claimed (`sent_at` set) before the mail goes, so each goes at most once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    /** The organisation the mail is about; its rows go with it. */
    organizationId: text('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    /** What it is for (trust_confirm, trust_grant, ...), for the log and the tests. */
    purpose: text('purpose').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Extra headers, e.g. List-Unsubscribe on a trust centre update (RFC 2369, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: stampedNow('created_at'),
    sentAt: ts('sent_at'),
    failedAt: ts('failed_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('mail_outbox_waiting_idx')
      .on(t.createdAt)
      .where(sql`sent_at is null`),
  ],
);
