import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { newId } from '../ids.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';
import type { Executor } from '../client.ts';
import {
  controls,
  documents,
  documentVersions,
  evidence,
  trustCenters,
  trustDownloads,
  trustItems,
  vendors,
} from '../schema/index.ts';

// The trust centre's own rows (issue 24) and the register columns its page reads.

export type TrustCenterRow = typeof trustCenters.$inferSelect;
export type TrustItemRow = typeof trustItems.$inferSelect;

export const findTrustCenter = async (
  db: Executor,
  organizationId: string,
): Promise<TrustCenterRow | null> =>
  (
    await db
      .select()
      .from(trustCenters)
      .where(eq(trustCenters.organizationId, organizationId))
      .limit(1)
  )[0] ?? null;

/** The trust centre at an address, of whichever organisation has it (public pages). */
export const findTrustCenterBySlug = async (
  db: Executor,
  slug: string,
): Promise<TrustCenterRow | null> =>
  (await db.select().from(trustCenters).where(eq(trustCenters.slug, slug)).limit(1))[0] ?? null;

export const saveTrustCenter = async (
  db: Executor,
  values: Omit<typeof trustCenters.$inferInsert, 'createdAt'>,
): Promise<void> => {
  const { organizationId: _, ...patch } = values;
  await db
    .insert(trustCenters)
    .values(values)
    .onConflictDoUpdate({ target: trustCenters.organizationId, set: patch });
};

/** Marks the page changed (an item published or withdrawn): its ETag and "Updated" follow. */
export const touchTrustCenter = async (
  db: Executor,
  organizationId: string,
  at: Date,
): Promise<void> => {
  await db
    .update(trustCenters)
    .set({ updatedAt: at })
    .where(eq(trustCenters.organizationId, organizationId));
};

export const listTrustItems = async (
  db: Executor,
  organizationId: string,
  states?: readonly string[],
): Promise<TrustItemRow[]> =>
  db
    .select()
    .from(trustItems)
    .where(
      and(
        eq(trustItems.organizationId, organizationId),
        states ? inArray(trustItems.state, [...states]) : undefined,
      ),
    )
    .orderBy(asc(trustItems.kind), asc(trustItems.recordId));

/** One item: the organisation's, of that kind, for that record. */
const itemOf = (organizationId: string, kind: string, recordId: string) =>
  and(
    eq(trustItems.organizationId, organizationId),
    eq(trustItems.kind, kind),
    eq(trustItems.recordId, recordId),
  );

export const findTrustItem = async (
  db: Executor,
  organizationId: string,
  kind: string,
  recordId: string,
): Promise<TrustItemRow | null> =>
  (
    await db
      .select()
      .from(trustItems)
      .where(itemOf(organizationId, kind, recordId))
      .limit(1)
  )[0] ?? null;

export const saveTrustItem = async (
  db: Executor,
  values: typeof trustItems.$inferInsert,
): Promise<void> => {
  const { organizationId: _o, kind: _k, recordId: _r, ...patch } = values;
  await db
    .insert(trustItems)
    .values(values)
    .onConflictDoUpdate({
      target: [trustItems.organizationId, trustItems.kind, trustItems.recordId],
      set: patch,
    });
};

export const deleteTrustItem = async (
  db: Executor,
  organizationId: string,
  kind: string,
  recordId: string,
): Promise<TrustItemRow | null> =>
  (
    await db
      .delete(trustItems)
      .where(itemOf(organizationId, kind, recordId))
      .returning()
  )[0] ?? null;

/** Each control's category, for the page's grouping. */
export const controlCategories = async (
  db: Executor,
  organizationId: string,
): Promise<Map<string, string | null>> =>
  new Map(
    (
      await db
        .select({ id: controls.id, category: controls.category })
        .from(controls)
        .where(eq(controls.organizationId, organizationId))
    ).map((r) => [r.id, r.category]),
  );

export type TrustVendor = {
  id: string;
  name: string;
  website: string;
  businessPurpose: string;
  headquarterAddress: string;
  status: string;
  contractStart: Date | null;
  createdAt: Date;
};

/** The vendor register as the subprocessor list reads it. */
export const trustVendors = async (db: Executor, organizationId: string): Promise<TrustVendor[]> =>
  db
    .select({
      id: vendors.id,
      name: vendors.name,
      website: vendors.website,
      businessPurpose: vendors.businessPurpose,
      headquarterAddress: vendors.headquarterAddress,
      status: vendors.status,
      contractStart: vendors.contractStart,
      createdAt: vendors.createdAt,
    })
    .from(vendors)
    .where(eq(vendors.organizationId, organizationId))
    .orderBy(asc(vendors.name), asc(vendors.id));

/** Organisations whose live trust centre has published items: what the watch reads. */
export const organizationsPublishing = async (db: Executor): Promise<string[]> =>
  (
    await db
      .selectDistinct({ organizationId: trustItems.organizationId })
      .from(trustItems)
      .innerJoin(trustCenters, eq(trustCenters.organizationId, trustItems.organizationId))
      .where(and(eq(trustItems.state, 'published'), eq(trustCenters.live, true)))
      .orderBy(asc(trustItems.organizationId))
  ).map((r) => r.organizationId);

/** A stored file the page may hand out: where its bytes are, and how it is named. */
export type TrustFile = {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storage: string | null;
  storageKey: string;
};

export type TrustDocument = {
  id: string;
  title: string;
  kind: string;
  description: string;
  status: string;
  expiresAt: Date | null;
  file: TrustFile | null;
};

/** The organisation's documents with their current file, as the page lists them. */
export const trustDocuments = async (
  db: Executor,
  organizationId: string,
): Promise<TrustDocument[]> => {
  const rows = await db
    .select({
      id: documents.id,
      title: documents.title,
      kind: documents.kind,
      description: documents.description,
      status: documents.status,
      expiresAt: documents.expiresAt,
      fileName: documentVersions.fileName,
      contentType: documentVersions.contentType,
      sizeBytes: documentVersions.sizeBytes,
      storage: documentVersions.storage,
      storageKey: documentVersions.storageKey,
    })
    .from(documents)
    .leftJoin(
      documentVersions,
      and(
        eq(documentVersions.id, documents.currentVersionId),
        eq(documentVersions.organizationId, documents.organizationId),
      ),
    )
    .where(eq(documents.organizationId, organizationId))
    .orderBy(asc(documents.title), asc(documents.id));
  return rows.map(({ fileName, contentType, sizeBytes, storage, storageKey, ...doc }) => ({
    ...doc,
    file:
      fileName !== null && storageKey !== null
        ? {
            fileName,
            contentType: contentType ?? 'application/octet-stream',
            sizeBytes: sizeBytes ?? 0,
            storage,
            storageKey,
          }
        : null,
  }));
};

/** Each certification's certificate file (its evidence), by certification id. */
export const certificateFiles = async (
  db: Executor,
  organizationId: string,
  evidenceIds: readonly string[],
): Promise<Map<string, TrustFile>> => {
  if (evidenceIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: evidence.id,
      fileName: evidence.fileName,
      contentType: evidence.contentType,
      sizeBytes: evidence.sizeBytes,
      storage: evidence.storage,
      storageKey: evidence.storageKey,
    })
    .from(evidence)
    .where(
      and(eq(evidence.organizationId, organizationId), inArray(evidence.id, [...evidenceIds])),
    );
  return new Map(rows.map(({ id, ...file }) => [id, file]));
};

/** Writes down a file taken from the trust centre. */
export const recordTrustDownload = async (
  db: Executor,
  row: Omit<typeof trustDownloads.$inferInsert, 'id'>,
): Promise<void> => {
  await db.insert(trustDownloads).values({ id: newId('tdl'), ...row });
};

/** The files visitors took, newest first, a page at a time. */
export const listTrustDownloads = async (
  db: Executor,
  organizationId: string,
  q: PageQuery & { grantId?: string; item?: { kind: string; recordId: string } },
) => {
  const where = and(
    eq(trustDownloads.organizationId, organizationId),
    q.grantId ? eq(trustDownloads.grantId, q.grantId) : undefined,
    q.item ? eq(trustDownloads.kind, q.item.kind) : undefined,
    q.item ? eq(trustDownloads.recordId, q.item.recordId) : undefined,
  );
  const { offset, limit } = pageWindow(q);
  const rows = await db
    .select()
    .from(trustDownloads)
    .where(where)
    .orderBy(desc(trustDownloads.at), desc(trustDownloads.id))
    .limit(limit)
    .offset(offset);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(trustDownloads)
    .where(where);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};
