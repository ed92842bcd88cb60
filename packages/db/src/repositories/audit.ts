import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { SIGN_IN_ACTIONS, WEBHOOK_EVENT_TYPES, type AuditAction } from '@rampart/contracts';
import { currentAuditChannel } from '../audit-channel.ts';
import type { Executor } from '../client.ts';
import { newId } from '../ids.ts';
import { insertManyQuietly } from './batch.ts';
import { InvalidCursorError } from './list-helpers.ts';
import { enqueueWebhookEvents } from './webhooks.ts';
import { auditEvents, memberships, users } from '../schema/index.ts';

export type AuditInput = {
  organizationId: string;
  actorId: string | null;
  action: AuditAction;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
};

/** Records one change. Call it with the transaction that makes the change. */
export const recordAudit = (db: Executor, event: AuditInput): Promise<void> =>
  recordAudits(db, [event]);

/**
 * Records the changes of a batch with one multi-row insert (chunked only past PostgreSQL's
 * parameter limit). Call it with the transaction that makes the changes.
 */
export const recordAudits = async (db: Executor, events: AuditInput[]): Promise<void> => {
  // One timestamp for the batch: its events happened in one transaction.
  const createdAt = new Date();
  const channel = currentAuditChannel();
  await insertManyQuietly(
    db,
    auditEvents,
    // Millisecond precision, as JavaScript dates carry, keeps cursors exact.
    events.map((event) => ({
      id: newId('aud'),
      organizationId: event.organizationId,
      actorId: event.actorId,
      action: event.action,
      entityType: event.entityType,
      entityId: event.entityId,
      before: event.before ?? null,
      after: event.after ?? null,
      requestId: event.requestId ?? null,
      via: channel?.via ?? null,
      viaClient: channel?.client ?? null,
      createdAt,
    })),
  );
  // The changes other tools asked to hear of go to the webhook outbox in the same transaction
  // (decision 042): sent if and only if the change commits.
  await enqueueWebhookEvents(
    db,
    events
      .filter((event) => WEBHOOK_EVENTS.has(event.action))
      .map((event) => ({
        organizationId: event.organizationId,
        type: event.action,
        payload: {
          type: event.action,
          timestamp: createdAt.toISOString(),
          data: {
            id: event.entityId,
            entityType: event.entityType,
            organizationId: event.organizationId,
            actorId: event.actorId,
            before: event.before ?? null,
            after: event.after ?? null,
            via: channel ? { channel: channel.via, client: channel.client } : null,
          },
        },
      })),
  );
};

const WEBHOOK_EVENTS = new Set<string>(WEBHOOK_EVENT_TYPES);

const encodeCursor = (createdAt: Date, id: string) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');

const decodeCursor = (cursor: string): { createdAt: Date; id: string } | null => {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  return id && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
};

export type AuditListQuery = {
  limit: number;
  kind?: 'sign-ins';
  cursor?: string;
  entityType?: string;
  entityId?: string;
  actorId?: string;
};

/** Newest first, paged by (created_at, id). */
export const listAuditEvents = async (db: Executor, organizationId: string, q: AuditListQuery) => {
  const filters = [eq(auditEvents.organizationId, organizationId)];
  if (q.entityType) filters.push(eq(auditEvents.entityType, q.entityType));
  if (q.entityId) filters.push(eq(auditEvents.entityId, q.entityId));
  if (q.actorId) filters.push(eq(auditEvents.actorId, q.actorId));
  if (q.kind === 'sign-ins') filters.push(inArray(auditEvents.action, [...SIGN_IN_ACTIONS]));
  const where = and(...filters);
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  if (q.cursor && !after) throw new InvalidCursorError();
  const pageWhere = after
    ? and(
        where,
        or(
          lt(auditEvents.createdAt, after.createdAt),
          and(eq(auditEvents.createdAt, after.createdAt), lt(auditEvents.id, after.id)),
        ),
      )
    : where;
  const rows = await db
    .select({ event: auditEvents, actorName: users.name, actorEmail: users.email })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(pageWhere)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(q.limit + 1);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(where);
  const items = rows.slice(0, q.limit);
  const last = items[items.length - 1];
  return {
    items,
    total: Number(total),
    nextCursor:
      rows.length > q.limit && last ? encodeCursor(last.event.createdAt, last.event.id) : null,
  };
};

/**
 * Records something that happened to a person rather than in one organisation (a sign-in, a
 * second factor set up or reset): once in each organisation they belong to, so each one's audit
 * log shows it.
 */
export const recordPersonAudit = async (
  db: Executor,
  event: Omit<AuditInput, 'organizationId' | 'entityType' | 'entityId'> & { userId: string },
): Promise<void> => {
  const rows = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(eq(memberships.userId, event.userId));
  const { userId, ...rest } = event;
  await recordAudits(
    db,
    rows.map(({ organizationId }) => ({
      ...rest,
      organizationId,
      entityType: 'user',
      entityId: userId,
    })),
  );
};
