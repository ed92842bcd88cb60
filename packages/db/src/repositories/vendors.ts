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
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { FINDING_DONE_STATUSES, VENDOR_ENDED_STATUS } from '@rampart/contracts';
import type { Executor } from '../client.ts';
import { vendors, vendorSnapshots, users } from '../schema/index.ts';
import { insertMany } from './batch.ts';
import { likePattern, nextCursor, orderBy, pageWindow, type PageQuery } from './list-helpers.ts';

export type VendorRow = typeof vendors.$inferSelect;
export type NewVendorRow = typeof vendors.$inferInsert;
/** A row with its owner's name and its open findings, as the API shows it. */
export type VendorRecord = VendorRow & { ownerName: string | null; openFindings: number };

export const VENDOR_SORT = {
  createdAt: vendors.createdAt,
  updatedAt: vendors.updatedAt,
} as const;

/** Sorted with their empty values last whichever the direction: a missing date is not "soonest". */
const NULLABLE_SORT = {
  riskScore: vendors.riskScore,
  nextReviewAt: vendors.nextReviewAt,
  contractEnd: vendors.contractEnd,
} as const;

/** Tier sorts by criticality, not alphabetically. */
const tierRank = sql`case ${vendors.tier} when 'critical' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`;

export type VendorFilter = {
  category?: string[];
  tier?: string[];
  status?: string[];
  complianceStatus?: string[];
  ownerUserId?: string;
  search?: string;
  /** true: a review due by `dueBy` (offboarded vendors are never due); false: the others. */
  reviewDue?: boolean;
};

/** A vendor's findings not yet done (resolved or closed). */
export const openFindingsCount = sql<number>`(
  select count(*) from findings f
  where f.organization_id = ${vendors.organizationId} and f.vendor_id = ${vendors.id}
    and f.status <> all(${sql.param([...FINDING_DONE_STATUSES])}::text[])
)::int`;

const withOwner = {
  ...getTableColumns(vendors),
  ownerName: users.name,
  openFindings: openFindingsCount,
};

/**
 * The vendor is still watched: its relationship has not ended (VENDOR_ENDED_STATUS). `status` is
 * the vendors' status column, or an alias's (`sql\`v.status\``) in hand-written SQL.
 */
export const vendorWatchedSql = (status: SQLWrapper = vendors.status): SQL =>
  sql`${status} <> ${VENDOR_ENDED_STATUS}`;

/** Due for review: a date on or before `dueBy`, and the relationship not ended. */
export const reviewDueSql = (dueBy: Date): SQL =>
  and(isNotNull(vendors.nextReviewAt), lte(vendors.nextReviewAt, dueBy), vendorWatchedSql())!;

const vendorFilterSql = (organizationId: string, f: VendorFilter, dueBy: Date): SQL => {
  const parts: (SQL | undefined)[] = [eq(vendors.organizationId, organizationId)];
  if (f.category?.length) parts.push(inArray(vendors.category, f.category));
  if (f.tier?.length) parts.push(inArray(vendors.tier, f.tier));
  if (f.status?.length) parts.push(inArray(vendors.status, f.status));
  if (f.complianceStatus?.length) parts.push(inArray(vendors.complianceStatus, f.complianceStatus));
  if (f.ownerUserId) parts.push(eq(vendors.ownerUserId, f.ownerUserId));
  if (f.search) {
    const text = sql`(${vendors.name} || ' ' || ${vendors.legalName} || ' ' || ${vendors.description})`;
    parts.push(sql`${text} ilike ${likePattern(f.search)}`);
  }
  if (f.reviewDue === true) parts.push(reviewDueSql(dueBy));
  if (f.reviewDue === false) parts.push(sql`not (${reviewDueSql(dueBy)})`);
  return and(...parts)!;
};

export type VendorSortBy = keyof typeof VENDOR_SORT | keyof typeof NULLABLE_SORT | 'tier' | 'name';

const vendorOrder = (sortBy: VendorSortBy, direction: 'asc' | 'desc'): SQL[] => {
  const dir = direction === 'asc' ? asc : desc;
  if (sortBy === 'tier') return [dir(tierRank), dir(vendors.id)];
  // Names sort as people read them: "acme" beside "Acme", not after "Zebra".
  if (sortBy === 'name') return [dir(sql`lower(${vendors.name})`), dir(vendors.id)];
  if (sortBy in NULLABLE_SORT) {
    const column = NULLABLE_SORT[sortBy as keyof typeof NULLABLE_SORT];
    return [sql`${column} ${sql.raw(direction)} nulls last`, dir(vendors.id)];
  }
  return orderBy(VENDOR_SORT[sortBy as keyof typeof VENDOR_SORT], vendors.id, direction);
};

/** `dueBy`: the end of the day reviews are due on (the list's "due today or earlier"). */
export const listVendors = async (
  db: Executor,
  organizationId: string,
  q: VendorFilter & PageQuery & { sortBy: VendorSortBy; sortDirection: 'asc' | 'desc' },
  dueBy: Date,
) => {
  const where = vendorFilterSql(organizationId, q, dueBy);
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(withOwner)
      .from(vendors)
      .leftJoin(users, eq(users.id, vendors.ownerUserId))
      .where(where)
      .orderBy(...vendorOrder(q.sortBy, q.sortDirection))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(vendors).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const findVendor = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<VendorRecord | null> =>
  (
    await db
      .select(withOwner)
      .from(vendors)
      .leftJoin(users, eq(users.id, vendors.ownerUserId))
      .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, id)))
      .limit(1)
  )[0] ?? null;

/** Whether the vendor is the organisation's (links from evidence and findings are checked). */
export const vendorExistsInOrg = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, id)))
      .limit(1)
  ).length > 0;

/** The organisation's vendors by lower-cased name (imports match rows to vendors by name). */
export const findVendorsByNames = async (
  db: Executor,
  organizationId: string,
  names: string[],
): Promise<VendorRow[]> =>
  names.length === 0
    ? []
    : db
        .select()
        .from(vendors)
        .where(
          and(
            eq(vendors.organizationId, organizationId),
            sql`lower(${vendors.name}) = any(${sql.param(names.map((n) => n.toLowerCase()))}::text[])`,
          ),
        );

/**
 * The organisation's vendors whose website contains the text (a site's registrable domain), in
 * the order they were added: the candidates a duplicate check then compares exactly.
 */
export const findVendorsByWebsiteText = async (
  db: Executor,
  organizationId: string,
  text: string,
  limit = 50,
): Promise<Pick<VendorRow, 'id' | 'name' | 'website' | 'status'>[]> =>
  db
    .select({
      id: vendors.id,
      name: vendors.name,
      website: vendors.website,
      status: vendors.status,
    })
    .from(vendors)
    .where(
      and(
        eq(vendors.organizationId, organizationId),
        sql`${vendors.website} ilike ${likePattern(text)}`,
      ),
    )
    .orderBy(asc(vendors.createdAt), asc(vendors.id))
    .limit(limit);

export const insertVendor = async (db: Executor, row: NewVendorRow): Promise<VendorRow> =>
  (await db.insert(vendors).values(row).returning())[0]!;

/** Many vendors in one statement (an import). */
export const insertVendors = (db: Executor, rows: NewVendorRow[]): Promise<VendorRow[]> =>
  insertMany(db, vendors, rows);

export const updateVendorRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewVendorRow>,
) =>
  (
    await db
      .update(vendors)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, id)))
      .returning()
  )[0] ?? null;

export const deleteVendorRow = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .delete(vendors)
      .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, id)))
      .returning()
  )[0] ?? null;

export type NewVendorSnapshotRow = typeof vendorSnapshots.$inferInsert;

export const insertVendorSnapshot = async (db: Executor, row: NewVendorSnapshotRow) =>
  (await db.insert(vendorSnapshots).values(row).returning())[0]!;
