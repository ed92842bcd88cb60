import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { newId } from '../ids.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';
import type { Executor } from '../client.ts';
import {
  trustAccessRequests,
  trustDownloads,
  trustFrameworkSnapshots,
  trustPageViews,
  trustSubscribers,
  trustUpdates,
} from '../schema/index.ts';

// The trust centre's frozen framework figures, its updates and their subscribers, and the
// counts its analytics read (issue 24 points 1 and 6).

export type FrameworkSnapshotRow = typeof trustFrameworkSnapshots.$inferSelect;
export type TrustUpdateRow = typeof trustUpdates.$inferSelect;
export type TrustSubscriberRow = typeof trustSubscribers.$inferSelect;
export type { FrozenRequirement, FrozenSummary } from '../schema/trust-center-feed.ts';

/** Takes a framework's snapshot, replacing the one before. */
export const saveFrameworkSnapshot = async (
  db: Executor,
  values: typeof trustFrameworkSnapshots.$inferInsert,
): Promise<void> => {
  const { organizationId: _o, frameworkId: _f, ...patch } = values;
  await db
    .insert(trustFrameworkSnapshots)
    .values(values)
    .onConflictDoUpdate({
      target: [trustFrameworkSnapshots.organizationId, trustFrameworkSnapshots.frameworkId],
      set: patch,
    });
};

export const listFrameworkSnapshots = async (
  db: Executor,
  organizationId: string,
): Promise<FrameworkSnapshotRow[]> =>
  db
    .select()
    .from(trustFrameworkSnapshots)
    .where(eq(trustFrameworkSnapshots.organizationId, organizationId))
    .orderBy(asc(trustFrameworkSnapshots.frameworkName));

export const insertTrustUpdate = async (
  db: Executor,
  row: Omit<typeof trustUpdates.$inferInsert, 'id'>,
): Promise<TrustUpdateRow> =>
  (
    await db
      .insert(trustUpdates)
      .values({ id: newId('tup'), ...row })
      .returning()
  )[0]!;

/** The organisation's updates, newest first; `limit` for the page, all for the team. */
export const listTrustUpdates = async (
  db: Executor,
  organizationId: string,
  limit?: number,
): Promise<TrustUpdateRow[]> => {
  const query = db
    .select()
    .from(trustUpdates)
    .where(eq(trustUpdates.organizationId, organizationId))
    .orderBy(desc(trustUpdates.publishedAt), desc(trustUpdates.id));
  return limit === undefined ? query : query.limit(limit);
};

export const deleteTrustUpdate = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<TrustUpdateRow | null> =>
  (
    await db
      .delete(trustUpdates)
      .where(and(eq(trustUpdates.organizationId, organizationId), eq(trustUpdates.id, id)))
      .returning()
  )[0] ?? null;

export const findTrustSubscriber = async (
  db: Executor,
  organizationId: string,
  email: string,
): Promise<TrustSubscriberRow | null> =>
  (
    await db
      .select()
      .from(trustSubscribers)
      .where(
        and(eq(trustSubscribers.organizationId, organizationId), eq(trustSubscribers.email, email)),
      )
      .limit(1)
  )[0] ?? null;

/** The subscriber a confirmation link names, of whichever organisation (the caller checks). */
export const findSubscriberByToken = async (
  db: Executor,
  tokenHash: string,
): Promise<TrustSubscriberRow | null> =>
  (
    await db
      .select()
      .from(trustSubscribers)
      .where(eq(trustSubscribers.confirmTokenHash, tokenHash))
      .limit(1)
  )[0] ?? null;

export const findSubscriberById = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<TrustSubscriberRow | null> =>
  (
    await db
      .select()
      .from(trustSubscribers)
      .where(and(eq(trustSubscribers.organizationId, organizationId), eq(trustSubscribers.id, id)))
      .limit(1)
  )[0] ?? null;

export const insertTrustSubscriber = async (
  db: Executor,
  row: Omit<typeof trustSubscribers.$inferInsert, 'id'>,
): Promise<TrustSubscriberRow> =>
  (
    await db
      .insert(trustSubscribers)
      .values({ id: newId('tsb'), ...row })
      .returning()
  )[0]!;

export const updateTrustSubscriber = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<Omit<typeof trustSubscribers.$inferInsert, 'id' | 'organizationId'>>,
): Promise<void> => {
  await db
    .update(trustSubscribers)
    .set(patch)
    .where(and(eq(trustSubscribers.organizationId, organizationId), eq(trustSubscribers.id, id)));
};

export const deleteTrustSubscriber = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<TrustSubscriberRow | null> =>
  (
    await db
      .delete(trustSubscribers)
      .where(and(eq(trustSubscribers.organizationId, organizationId), eq(trustSubscribers.id, id)))
      .returning()
  )[0] ?? null;

/** Everyone an update goes to: confirmed subscribers only. */
export const confirmedSubscribers = async (
  db: Executor,
  organizationId: string,
): Promise<{ id: string; email: string }[]> =>
  db
    .select({ id: trustSubscribers.id, email: trustSubscribers.email })
    .from(trustSubscribers)
    .where(
      and(
        eq(trustSubscribers.organizationId, organizationId),
        eq(trustSubscribers.status, 'confirmed'),
      ),
    )
    .orderBy(asc(trustSubscribers.createdAt), asc(trustSubscribers.id));

/** Subscribers, newest first, a page at a time, with how many are confirmed. */
export const listTrustSubscribers = async (db: Executor, organizationId: string, q: PageQuery) => {
  const where = eq(trustSubscribers.organizationId, organizationId);
  const { offset, limit } = pageWindow(q);
  const rows = await db
    .select()
    .from(trustSubscribers)
    .where(where)
    .orderBy(desc(trustSubscribers.createdAt), desc(trustSubscribers.id))
    .limit(limit)
    .offset(offset);
  const [tally] = await db
    .select({
      total: count(),
      confirmed: sql<number>`count(*) filter (where ${trustSubscribers.status} = 'confirmed')`,
    })
    .from(trustSubscribers)
    .where(where);
  const total = Number(tally?.total ?? 0);
  return {
    rows,
    total,
    confirmed: Number(tally?.confirmed ?? 0),
    nextCursor: nextCursor(offset, rows.length, total),
  };
};

/** Counts one view of the page on its UTC day. */
export const countTrustPageView = async (
  db: Executor,
  organizationId: string,
  day: string,
): Promise<void> => {
  await db
    .insert(trustPageViews)
    .values({ organizationId, day, views: 1 })
    .onConflictDoUpdate({
      target: [trustPageViews.organizationId, trustPageViews.day],
      set: { views: sql`${trustPageViews.views} + 1` },
    });
};

/** One UTC day's activity on the trust centre. */
export type TrustDayCounts = {
  day: string;
  views: number;
  downloads: number;
  requests: number;
  subscribers: number;
};

const utcDay = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * Views, downloads, access requests and new subscribers per UTC day from `since` on; days with
 * nothing are left out (the caller fills the calendar).
 */
export const trustActivityByDay = async (
  db: Executor,
  organizationId: string,
  since: Date,
): Promise<TrustDayCounts[]> => {
  const sinceDay = since.toISOString().slice(0, 10);
  const days = new Map<string, TrustDayCounts>();
  const at = (day: string) => {
    let row = days.get(day);
    if (!row) {
      row = { day, views: 0, downloads: 0, requests: 0, subscribers: 0 };
      days.set(day, row);
    }
    return row;
  };
  const views = await db
    .select({ day: trustPageViews.day, n: trustPageViews.views })
    .from(trustPageViews)
    .where(
      and(eq(trustPageViews.organizationId, organizationId), gte(trustPageViews.day, sinceDay)),
    );
  for (const v of views) at(v.day).views += Number(v.n);

  const perDay = async (table: PgTable, column: AnyPgColumn, orgColumn: AnyPgColumn) => {
    const day = utcDay(column);
    return db
      .select({ day, n: count() })
      .from(table)
      .where(and(eq(orgColumn, organizationId), gte(column, since)))
      .groupBy(day);
  };
  for (const d of await perDay(trustDownloads, trustDownloads.at, trustDownloads.organizationId))
    at(d.day).downloads += Number(d.n);
  for (const r of await perDay(
    trustAccessRequests,
    trustAccessRequests.createdAt,
    trustAccessRequests.organizationId,
  ))
    at(r.day).requests += Number(r.n);
  for (const s of await perDay(
    trustSubscribers,
    trustSubscribers.createdAt,
    trustSubscribers.organizationId,
  ))
    at(s.day).subscribers += Number(s.n);
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
};
