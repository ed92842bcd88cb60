import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  lte,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  evidence,
  findings,
  memberships,
  users,
  vendorAssessments,
  vendorEvents,
  vendors,
  vendorSnapshots,
} from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';
import { vendorWatchedSql } from './vendors.ts';
import type { VendorRow } from './vendors.ts';

export type VendorSnapshotRow = typeof vendorSnapshots.$inferSelect;
export type VendorAssessmentRow = typeof vendorAssessments.$inferSelect;
export type NewVendorAssessmentRow = typeof vendorAssessments.$inferInsert;
export type VendorAssessmentRecord = VendorAssessmentRow & { assessorName: string | null };

/** The vendor, its row locked until the transaction ends (readings and assessments queue). */
export const lockVendor = async (
  tx: Executor,
  organizationId: string,
  id: string,
): Promise<VendorRow | null> =>
  (
    await tx
      .select()
      .from(vendors)
      .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, id)))
      .limit(1)
      .for('no key update')
  )[0] ?? null;

/** The last reading of a vendor's site, to compare the next one with. */
export const latestVendorSnapshot = async (
  db: Executor,
  organizationId: string,
  vendorId: string,
): Promise<VendorSnapshotRow | null> =>
  (
    await db
      .select()
      .from(vendorSnapshots)
      .where(
        and(
          eq(vendorSnapshots.organizationId, organizationId),
          eq(vendorSnapshots.vendorId, vendorId),
        ),
      )
      .orderBy(desc(vendorSnapshots.fetchedAt), desc(vendorSnapshots.id))
      .limit(1)
  )[0] ?? null;

export const insertVendorAssessment = async (
  db: Executor,
  row: NewVendorAssessmentRow,
): Promise<VendorAssessmentRow> => (await db.insert(vendorAssessments).values(row).returning())[0]!;

const withAssessor = { ...getTableColumns(vendorAssessments), assessorName: users.name };

/** A vendor's assessments, newest first (the history its page charts). */
export const listVendorAssessments = async (
  db: Executor,
  organizationId: string,
  vendorId: string,
  q: PageQuery,
): Promise<{ rows: VendorAssessmentRecord[]; total: number; nextCursor: string | null }> => {
  const where = and(
    eq(vendorAssessments.organizationId, organizationId),
    eq(vendorAssessments.vendorId, vendorId),
  );
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(withAssessor)
      .from(vendorAssessments)
      .leftJoin(users, eq(users.id, vendorAssessments.assessedBy))
      .where(where)
      .orderBy(desc(vendorAssessments.assessedAt), desc(vendorAssessments.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(vendorAssessments).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const findVendorAssessment = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<VendorAssessmentRecord | null> =>
  (
    await db
      .select(withAssessor)
      .from(vendorAssessments)
      .leftJoin(users, eq(users.id, vendorAssessments.assessedBy))
      .where(
        and(eq(vendorAssessments.organizationId, organizationId), eq(vendorAssessments.id, id)),
      )
      .limit(1)
  )[0] ?? null;

/** A vendor's findings that are still open, by the rule key that raised them. */
export const openVendorFindings = async (
  db: Executor,
  organizationId: string,
  vendorId: string,
  doneStatuses: readonly string[],
) =>
  db
    .select({ id: findings.id, findingKey: findings.findingKey, status: findings.status })
    .from(findings)
    .where(
      and(
        eq(findings.organizationId, organizationId),
        eq(findings.vendorId, vendorId),
        isNotNull(findings.findingKey),
        sql`${findings.status} not in (${sql.join(
          doneStatuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    );

/**
 * Vendors whose site is due to be read again, across organisations (the scheduler's sweep):
 * claimed with SKIP LOCKED and moved to their next time in the same statement, so two processes
 * sweeping at once never take the same vendor.
 */
export const claimDueVendorWatches = async (
  tx: Executor,
  now: Date,
  limit: number,
): Promise<
  Pick<VendorRow, 'id' | 'organizationId' | 'website' | 'ownerUserId' | 'createdBy'>[]
> => {
  const due = tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      and(
        eq(vendors.watch, true),
        sql`${vendors.website} <> ''`,
        lte(vendors.nextWatchAt, now),
        vendorWatchedSql(),
      ),
    )
    .orderBy(asc(vendors.nextWatchAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(vendors)
    .set({
      nextWatchAt: sql`${now}::timestamptz + make_interval(days => ${vendors.reviewCadenceDays})`,
    })
    .where(inArray(vendors.id, due))
    .returning({
      id: vendors.id,
      organizationId: vendors.organizationId,
      website: vendors.website,
      ownerUserId: vendors.ownerUserId,
      createdBy: vendors.createdBy,
    });
};

/**
 * Vendor documents past their expiry that the timeline has not reported yet (across
 * organisations: the scheduler's sweep).
 */
export const unreportedExpiredDocuments = async (db: Executor, now: Date, limit: number) =>
  db
    .select({
      id: evidence.id,
      organizationId: evidence.organizationId,
      vendorId: evidence.vendorId,
      vendorOwnerUserId: sql<
        string | null
      >`(select v.owner_user_id from ${vendors} v where v.id = ${evidence.vendorId})`,
      title: evidence.title,
      documentType: evidence.documentType,
      expiresAt: evidence.expiresAt,
    })
    .from(evidence)
    .where(
      and(
        isNotNull(evidence.vendorId),
        lte(evidence.expiresAt, now),
        // An offboarded vendor's documents raise nothing (reported if it comes back).
        sql`exists (select 1 from ${vendors} v where v.id = ${evidence.vendorId} and ${vendorWatchedSql(sql`v.status`)})`,
        sql`not exists (select 1 from ${vendorEvents} e where e.organization_id = ${evidence.organizationId}
          and e.vendor_id = ${evidence.vendorId} and e.kind = 'document_expired'
          and e.details->>'evidenceId' = ${evidence.id})`,
      ),
    )
    .orderBy(asc(evidence.expiresAt))
    .limit(limit);

/** The types of a vendor's documents still valid at `now` (a current SOC 2 report counts as held). */
export const validVendorDocumentTypes = async (
  db: Executor,
  organizationId: string,
  vendorId: string,
  now: Date,
): Promise<string[]> =>
  (
    await db
      .selectDistinct({ type: evidence.documentType })
      .from(evidence)
      .where(
        and(
          eq(evidence.organizationId, organizationId),
          eq(evidence.vendorId, vendorId),
          isNotNull(evidence.documentType),
          sql`(${evidence.expiresAt} is null or ${evidence.expiresAt} > ${now})`,
        ),
      )
  ).map((r) => r.type!);

/** The finding, its row locked until the transaction ends (turning it into a risk: once). */
export const lockFinding = async (tx: Executor, organizationId: string, id: string) =>
  (
    await tx
      .select()
      .from(findings)
      .where(and(eq(findings.organizationId, organizationId), eq(findings.id, id)))
      .limit(1)
      .for('no key update')
  )[0] ?? null;

/** One watcher sweep at a time across processes: a lock held until the transaction ends. */
export const tryVendorWatchLock = async (tx: Executor): Promise<boolean> => {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('rampart.vendor-watch')) as ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  return result.rows[0]?.ok === true;
};

/**
 * Who owns a finding a check raised about a vendor: the vendor's owner while still an active
 * member of the organisation, else the organisation's first owner (earliest to join, then by id), so the
 * choice is the same on every run. Null only for an organisation with no owner at all.
 */
export const vendorFindingOwner = async (
  db: Executor,
  organizationId: string,
  vendorOwnerUserId: string | null,
): Promise<string | null> => {
  const isVendorOwner = vendorOwnerUserId
    ? sql`(${memberships.userId} = ${vendorOwnerUserId})`
    : null;
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    // Nobody who can no longer sign in is given a finding to close.
    .innerJoin(users, and(eq(users.id, memberships.userId), eq(users.isActive, true)))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        isVendorOwner
          ? sql`(${isVendorOwner} or ${memberships.role} = 'owner')`
          : eq(memberships.role, 'owner'),
      ),
    )
    .orderBy(
      ...(isVendorOwner ? [desc(isVendorOwner)] : []),
      asc(memberships.createdAt),
      asc(memberships.userId),
    )
    .limit(1);
  return row?.userId ?? null;
};
