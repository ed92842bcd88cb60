// The deliveries of outgoing webhooks (decision 042): claimed, settled and listed; sent again
// on request. The outbox rows are written with each change (webhooks.ts, enqueueWebhookEvents).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { newId } from '../ids.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';
import { announceWebhookDeliveries, type WebhookDeliveryRow } from './webhooks.ts';

/**
 * Claims the deliveries that are due, for one worker, with SKIP LOCKED: two processes never claim
 * the same one, and a claim not settled within `lockMs` (its process died) is claimed again.
 * First tries come before retries, so an endpoint that keeps failing delays no one else's news.
 * The worker serves every organisation (as the job runner does, decision 014).
 */
export const claimWebhookDeliveries = async (
  db: Executor,
  opts: { workerId: string; limit: number; lockMs: number },
) =>
  db
    .update(webhookDeliveries)
    .set({
      lockedBy: opts.workerId,
      lockedUntil: sql`now() + ${opts.lockMs} * interval '1 millisecond'`,
    })
    .where(
      inArray(
        webhookDeliveries.id,
        sql`(
          select d.id from webhook_deliveries d
          where d.status = 'pending' and d.next_attempt_at <= now()
            and (d.locked_until is null or d.locked_until < now())
            and exists (select 1 from webhook_endpoints e
                        where e.id = d.endpoint_id and e.status = 'active')
          order by d.attempts > 0, d.next_attempt_at, d.created_at, d.id
          limit ${opts.limit}
          for update skip locked
        )`,
      ),
    )
    .returning();

/** The outcome of one try, written only while this worker still holds the delivery. */
export const settleWebhookDelivery = async (
  db: Executor,
  delivery: { id: string; workerId: string },
  outcome: {
    status: 'pending' | 'delivered' | 'failed';
    attempts: number;
    nextAttemptAt: Date | null;
    lastStatus: number | null;
    deliveredAt: Date | null;
  },
  attempt: Omit<typeof webhookAttempts.$inferInsert, 'id' | 'deliveryId'>,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [held] = await tx
      .update(webhookDeliveries)
      .set({ ...outcome, lockedBy: null, lockedUntil: null })
      .where(
        and(
          eq(webhookDeliveries.id, delivery.id),
          eq(webhookDeliveries.lockedBy, delivery.workerId),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (!held) return false;
    await tx
      .insert(webhookAttempts)
      .values({ ...attempt, id: newId('wha'), deliveryId: delivery.id });
    return true;
  });

export const listWebhookDeliveries = async (
  db: Executor,
  organizationId: string,
  endpointId: string,
  q: PageQuery,
) => {
  const where = and(
    eq(webhookDeliveries.organizationId, organizationId),
    eq(webhookDeliveries.endpointId, endpointId),
  );
  const { offset, limit } = pageWindow(q);
  const items = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit)
    .offset(offset);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(where);
  return {
    items,
    total: Number(total),
    nextCursor: nextCursor(offset, items.length, Number(total)),
  };
};

export const findWebhookDelivery = async (db: Executor, organizationId: string, id: string) => {
  const [delivery] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, id)))
    .limit(1);
  if (!delivery) return null;
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, id))
    .orderBy(webhookAttempts.attempt);
  return { delivery, attempts };
};

/**
 * Sends one delivery again, soon, under the same webhook-id (receivers drop repeats by it):
 * 'sending' while a dispatcher holds it, 'off' while its endpoint is switched off.
 */
export const redeliverWebhook = async (db: Executor, organizationId: string, id: string) => {
  const [found] = await db
    .select({ delivery: webhookDeliveries, endpointStatus: webhookEndpoints.status })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, id)))
    .limit(1);
  if (!found) return null;
  if (found.endpointStatus !== 'active') return 'off' as const;
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        sql`(${webhookDeliveries.lockedUntil} is null or ${webhookDeliveries.lockedUntil} < now())`,
      ),
    )
    .returning();
  if (!row) return 'sending' as const;
  await announceWebhookDeliveries(db);
  return row;
};

/** The test event of one endpoint, whatever it chose, announced to the dispatchers. */
export const insertTestDelivery = async (
  db: Executor,
  organizationId: string,
  endpointId: string,
  payload: unknown,
): Promise<WebhookDeliveryRow> => {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      id: `msg_${randomUUID().replaceAll('-', '')}`,
      organizationId,
      endpointId,
      eventType: 'webhook.test',
      payload,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
    })
    .returning();
  await announceWebhookDeliveries(db);
  return row!;
};
