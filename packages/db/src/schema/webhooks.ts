import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';

/**
 * Outgoing webhooks (issue 23 point 3, decision 042): an organisation's endpoints, each signing
 * with its own secret (sealed, decision 031; the one before a rotation signs too until it expires).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The event types chosen (WEBHOOK_EVENT_TYPES). */
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: ts('previous_secret_expires_at'),
    /** 'active' or 'disabled'. */
    status: text('status').notNull().default('active'),
    disabledReason: text('disabled_reason'),
    /** The first failure of the current run of failures; null once a delivery succeeds. */
    failingSince: ts('failing_since'),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('webhook_endpoints_org_idx').on(t.organizationId, t.status)],
);

/**
 * The outbox and its log: one row per event and endpoint, written in the transaction of the change
 * it reports (so a change that rolls back sends nothing and one that commits is never lost), then
 * delivered at least once by whichever process claims it. Its id is the `webhook-id`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /** Time-driven events (evidence expiring) are sent once per endpoint and key. */
    eventKey: text('event_key'),
    /** The event as sent: { type, timestamp, data }. */
    payload: jsonb('payload').notNull(),
    /** 'pending', 'delivered' or 'failed'. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lockedBy: text('locked_by'),
    lockedUntil: ts('locked_until'),
    lastStatus: integer('last_status'),
    deliveredAt: ts('delivered_at'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key_idx')
      .on(t.endpointId, t.eventKey)
      .where(sql`${t.eventKey} is not null`),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc()),
  ],
);

/** Each try of a delivery: what the endpoint answered (first 4 KB) and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: ts('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The headers sent (the signature among them). */
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body').notNull().default(''),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
