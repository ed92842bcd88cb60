import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../schema/index.ts';
import { ownerAndAdminIds } from './organizations.ts';
import { rowsOf } from './sql-rows.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type NewWebhookEndpointRow = typeof webhookEndpoints.$inferInsert;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

/** The channel a committed delivery is announced on: the dispatchers of every process listen. */
export const WEBHOOK_CHANNEL = 'rampart_webhooks';

/** An event to send to every active endpoint of its organisation that chose its type. */
export type WebhookEventInput = {
  organizationId: string;
  type: string;
  /** Sent once per endpoint whatever the repeats (time-driven events); null for changes. */
  key?: string | null;
  payload: unknown;
};

/**
 * Writes the deliveries of these events, in the caller's transaction (the one that makes the
 * change): one row per event and endpoint that chose it, and a notice on WEBHOOK_CHANNEL that
 * PostgreSQL sends only if the transaction commits. One statement, whatever the batch.
 */
export const enqueueWebhookEvents = async (
  db: Executor,
  events: readonly WebhookEventInput[],
): Promise<void> => {
  if (events.length === 0) return;
  const rows = events.map((e, seq) => ({
    seq,
    organization_id: e.organizationId,
    event_type: e.type,
    event_key: e.key ?? null,
    payload: e.payload,
  }));
  await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(seq int, organization_id text, event_type text, event_key text, payload jsonb)
    ), inserted as (
      insert into webhook_deliveries
        (id, organization_id, endpoint_id, event_type, event_key, payload, status, attempts,
         next_attempt_at, created_at)
      select 'msg_' || replace(gen_random_uuid()::text, '-', ''), i.organization_id, e.id,
        i.event_type, i.event_key, i.payload, 'pending', 0, now(), now()
      from input i
      join webhook_endpoints e
        on e.organization_id = i.organization_id
       and e.status = 'active'
       and i.event_type = any(e.events)
      order by i.seq, e.id
      on conflict (endpoint_id, event_key) where event_key is not null do nothing
      returning 1
    )
    select pg_notify(${WEBHOOK_CHANNEL}, '') from (select 1 from inserted limit 1) as any_row`);
};

export const insertWebhookEndpoint = async (
  db: Executor,
  row: NewWebhookEndpointRow,
): Promise<WebhookEndpointRow> => (await db.insert(webhookEndpoints).values(row).returning())[0]!;

export const listWebhookEndpoints = (db: Executor, organizationId: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);

export const findWebhookEndpoint = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
      .limit(1)
  )[0] ?? null;

export const updateWebhookEndpointRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewWebhookEndpointRow>,
) =>
  (
    await db
      .update(webhookEndpoints)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
      .returning()
  )[0] ?? null;

export const deleteWebhookEndpointRow = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id)))
      .returning()
  )[0] ?? null;

export const endpointsByIds = (db: Executor, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(webhookEndpoints)
        .where(inArray(webhookEndpoints.id, [...ids]));

/** Notes an endpoint's answer: a success ends its run of failures, a failure may start one. */
export const noteEndpointOutcome = async (db: Executor, endpointId: string, ok: boolean) => {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: ok ? null : sql`coalesce(${webhookEndpoints.failingSince}, now())` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  return row ?? null;
};

/**
 * Switches off the endpoints failing since before `since` that still have deliveries to try,
 * and answers them (their owners are told). Deliveries waiting stay: switched on, they go out.
 */
export const disableFailingEndpoints = (db: Executor, since: Date, reason: string) =>
  db
    .update(webhookEndpoints)
    .set({ status: 'disabled', disabledReason: reason, updatedAt: new Date() })
    .where(
      and(
        eq(webhookEndpoints.status, 'active'),
        lt(webhookEndpoints.failingSince, since),
        // Still being tried: an endpoint that simply has nothing to receive is not switched off.
        sql`exists (select 1 from webhook_deliveries d
                    where d.endpoint_id = ${webhookEndpoints.id} and d.status = 'pending')`,
      ),
    )
    .returning();

/** Tells the dispatchers there is something to send (on commit, when in a transaction). */
export const announceWebhookDeliveries = async (db: Executor): Promise<void> => {
  await db.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
};

/**
 * The evidence expiring within the window, as `evidence.expiring` deliveries to the endpoints
 * that chose it: once per endpoint, piece of evidence and expiry date (the key), however often
 * the sweep runs, from any process. Answers how many were written.
 */
export const enqueueExpiringEvidence = async (db: Executor, until: Date): Promise<number> => {
  const rows = await rowsOf<{ id: string }>(
    db.execute(sql`
    with inserted as (
      insert into webhook_deliveries
        (id, organization_id, endpoint_id, event_type, event_key, payload, status, attempts,
         next_attempt_at, created_at)
      select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.organization_id, e.id,
        'evidence.expiring',
        'evidence.expiring:' || v.id || ':' || to_char(v.expires_at at time zone 'utc', 'YYYY-MM-DD'),
        jsonb_build_object(
          'type', 'evidence.expiring',
          'timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'data', jsonb_build_object(
            'id', v.id, 'organizationId', v.organization_id, 'title', v.title,
            'controlId', v.control_id,
            'expiresAt', to_char(v.expires_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
        'pending', 0, now(), now()
      from evidence v
      join webhook_endpoints e
        on e.organization_id = v.organization_id
       and e.status = 'active'
       and 'evidence.expiring' = any(e.events)
      where v.expires_at > now() and v.expires_at <= ${until}
      on conflict (endpoint_id, event_key) where event_key is not null do nothing
      returning id
    ), notice as (
      select pg_notify(${WEBHOOK_CHANNEL}, '') from (select 1 from inserted limit 1) as any_row
    )
    select id from inserted, (select count(*) from notice) as sent`),
  );
  return rows.length;
};

/** Who hears that an endpoint was switched off: the organisation's owners and admins, its maker. */
export const webhookOwnerIds = async (
  db: Executor,
  organizationId: string,
  createdBy: string | null,
): Promise<string[]> => [
  ...new Set([...(await ownerAndAdminIds(db, organizationId)), ...(createdBy ? [createdBy] : [])]),
];

/** Every endpoint's sealed secrets, to seal again under a new key (decision 031). */
export const listWebhookSecrets = (db: Executor) =>
  db
    .select({
      id: webhookEndpoints.id,
      organizationId: webhookEndpoints.organizationId,
      secretSealed: webhookEndpoints.secretSealed,
      previousSecretSealed: webhookEndpoints.previousSecretSealed,
    })
    .from(webhookEndpoints);

/** Replaces an endpoint's sealed secrets if they are still the ones read; false otherwise. */
export const replaceWebhookSecrets = async (
  db: Executor,
  id: string,
  was: { secretSealed: string },
  now: { secretSealed: string; previousSecretSealed: string | null },
): Promise<boolean> =>
  (
    await db
      .update(webhookEndpoints)
      .set(now)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.secretSealed, was.secretSealed)))
      .returning({ id: webhookEndpoints.id })
  ).length > 0;
