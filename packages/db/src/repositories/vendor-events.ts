import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { users, vendorEvents } from '../schema/index.ts';
import { insertManyQuietly } from './batch.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type VendorEventRow = typeof vendorEvents.$inferSelect;
export type NewVendorEventRow = typeof vendorEvents.$inferInsert;
/** An event with the name of whoever caused it, as the timeline shows it. */
export type VendorEventRecord = VendorEventRow & { actorName: string | null };

/** Writes a vendor's timeline entries; call it with the transaction that makes the change. */
export const insertVendorEvents = async (
  db: Executor,
  rows: NewVendorEventRow[],
): Promise<void> => {
  if (rows.length > 0) await insertManyQuietly(db, vendorEvents, rows);
};

/** One vendor's timeline, newest first. */
export const listVendorEvents = async (
  db: Executor,
  organizationId: string,
  vendorId: string,
  q: PageQuery,
) => {
  const where = and(
    eq(vendorEvents.organizationId, organizationId),
    eq(vendorEvents.vendorId, vendorId),
  );
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ ...getTableColumns(vendorEvents), actorName: users.name })
      .from(vendorEvents)
      .leftJoin(users, eq(users.id, vendorEvents.actorUserId))
      .where(where)
      .orderBy(desc(vendorEvents.occurredAt), desc(vendorEvents.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(vendorEvents).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};
