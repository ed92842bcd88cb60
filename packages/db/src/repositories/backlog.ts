import { count, eq, inArray, isNull, and, min } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { jobs, mailOutbox, notifications, webhookDeliveries } from '../schema/index.ts';

// What waits to be done, for the server's metrics: counts over the partial indexes the runners
// claim from, cheap enough to run on every scrape.

export type WaitingJobs = { kind: string; waiting: number; oldestAt: Date | null };

/** Queued jobs by kind, with the time the oldest was queued. */
export const waitingJobs = async (db: Executor): Promise<WaitingJobs[]> =>
  db
    .select({ kind: jobs.kind, waiting: count(), oldestAt: min(jobs.createdAt) })
    .from(jobs)
    .where(eq(jobs.status, 'queued'))
    .groupBy(jobs.kind);

export type OutboxBacklog = { mail: number; notifications: number; webhooks: number };

/** Rows not yet sent in each outbox: mail, notification mail (now or in a digest), webhooks. */
export const outboxBacklog = async (db: Executor): Promise<OutboxBacklog> => {
  const [mail, notes, hooks] = await Promise.all([
    db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt))),
    db
      .select({ n: count() })
      .from(notifications)
      .where(inArray(notifications.emailStatus, ['pending', 'digest'])),
    db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'pending')),
  ]);
  return {
    mail: mail[0]?.n ?? 0,
    notifications: notes[0]?.n ?? 0,
    webhooks: hooks[0]?.n ?? 0,
  };
};
