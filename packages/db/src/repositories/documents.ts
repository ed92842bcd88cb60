import { and, asc, eq, getTableColumns, gte, lte, max, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import { documents, documentVersions, fileTexts, users } from '../schema/index.ts';

// Documents and their versions (docs/decisions/022). Every function takes the organisation: a
// document of another one is not found. Links are in document-links.ts, the list in
// document-list.ts.

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
export type DocumentVersionRow = typeof documentVersions.$inferSelect;
export type NewDocumentVersionRow = typeof documentVersions.$inferInsert;

const owner = alias(users, 'owner');
const submitter = alias(users, 'submitter');
const approver = alias(users, 'approver');
const creator = alias(users, 'creator');

/** A document with the names of the people it names, as the API shows them. */
export type DocumentRecord = DocumentRow & {
  ownerName: string | null;
  submitterName: string | null;
  approverName: string | null;
  creatorName: string | null;
};

const ofOrg = (organizationId: string, id: string) =>
  and(eq(documents.organizationId, organizationId), eq(documents.id, id));

export const insertDocument = async (db: Executor, row: NewDocumentRow): Promise<DocumentRow> =>
  (await db.insert(documents).values(row).returning())[0]!;

export const findDocument = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<DocumentRecord | null> =>
  (
    await db
      .select({
        ...getTableColumns(documents),
        ownerName: owner.name,
        submitterName: submitter.name,
        approverName: approver.name,
        creatorName: creator.name,
      })
      .from(documents)
      .leftJoin(owner, eq(owner.id, documents.ownerUserId))
      .leftJoin(submitter, eq(submitter.id, documents.submittedBy))
      .leftJoin(approver, eq(approver.id, documents.approvedBy))
      .leftJoin(creator, eq(creator.id, documents.createdBy))
      .where(ofOrg(organizationId, id))
      .limit(1)
  )[0] ?? null;

/** The row, locked until the transaction ends: status moves and version numbers, one at a time. */
export const lockDocument = async (
  tx: Executor,
  organizationId: string,
  id: string,
): Promise<DocumentRow | null> =>
  (await tx.select().from(documents).where(ofOrg(organizationId, id)).limit(1).for('update'))[0] ??
  null;

export const updateDocumentRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewDocumentRow>,
): Promise<DocumentRow | null> =>
  (
    await db
      .update(documents)
      .set({ ...patch, updatedAt: new Date() })
      .where(ofOrg(organizationId, id))
      .returning()
  )[0] ?? null;

/** Removes the document with its versions, links and texts; answers the versions' storage keys. */
export const deleteDocumentRow = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<{ storageKeys: string[] } | null> => {
  const versions = await db
    .select({ key: documentVersions.storageKey })
    .from(documentVersions)
    .where(
      and(eq(documentVersions.organizationId, organizationId), eq(documentVersions.documentId, id)),
    );
  const deleted = await db
    .delete(documents)
    .where(ofOrg(organizationId, id))
    .returning({ id: documents.id });
  return deleted.length > 0 ? { storageKeys: versions.map((v) => v.key) } : null;
};

export const insertDocumentVersion = async (
  db: Executor,
  row: NewDocumentVersionRow,
): Promise<DocumentVersionRow> => (await db.insert(documentVersions).values(row).returning())[0]!;

/** The next version's number (1 for the first); call it with the document locked. */
export const nextVersionNumber = async (
  db: Executor,
  organizationId: string,
  documentId: string,
): Promise<number> => {
  const [row] = await db
    .select({ n: max(documentVersions.number) })
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.organizationId, organizationId),
        eq(documentVersions.documentId, documentId),
      ),
    );
  return (row?.n ?? 0) + 1;
};

const uploader = alias(users, 'uploader');
const versionApprover = alias(users, 'version_approver');

/** A version with its people's names and the state of its text, as the API shows it. */
export type DocumentVersionRecord = DocumentVersionRow & {
  uploaderName: string | null;
  approverName: string | null;
  textStatus: string | null;
  textNote: string | null;
};

const versionColumns = {
  ...getTableColumns(documentVersions),
  uploaderName: uploader.name,
  approverName: versionApprover.name,
  textStatus: fileTexts.status,
  textNote: fileTexts.note,
};

const versionsQuery = (db: Executor, where: SQL | undefined) =>
  db
    .select(versionColumns)
    .from(documentVersions)
    .leftJoin(uploader, eq(uploader.id, documentVersions.uploadedBy))
    .leftJoin(versionApprover, eq(versionApprover.id, documentVersions.approvedBy))
    .leftJoin(fileTexts, eq(fileTexts.documentVersionId, documentVersions.id))
    .where(where);

/** Newest first. */
export const listDocumentVersions = async (
  db: Executor,
  organizationId: string,
  documentId: string,
): Promise<DocumentVersionRecord[]> =>
  (
    await versionsQuery(
      db,
      and(
        eq(documentVersions.organizationId, organizationId),
        eq(documentVersions.documentId, documentId),
      ),
    )
  ).sort((a, b) => b.number - a.number);

export const findDocumentVersion = async (
  db: Executor,
  organizationId: string,
  documentId: string,
  versionId: string,
): Promise<DocumentVersionRecord | null> =>
  (
    await versionsQuery(
      db,
      and(
        eq(documentVersions.organizationId, organizationId),
        eq(documentVersions.documentId, documentId),
        eq(documentVersions.id, versionId),
      ),
    ).limit(1)
  )[0] ?? null;

export const updateDocumentVersionRow = async (
  db: Executor,
  organizationId: string,
  versionId: string,
  patch: Pick<Partial<NewDocumentVersionRow>, 'approvedBy' | 'approvedAt'>,
) =>
  db
    .update(documentVersions)
    .set(patch)
    .where(
      and(eq(documentVersions.organizationId, organizationId), eq(documentVersions.id, versionId)),
    );

/**
 * Documents whose review date or expiry falls in [from, to] (both ends included), every
 * organisation's, soonest first: for the "document about to expire" notifications.
 */
export const listDocumentsDueBetween = async (
  db: Executor,
  from: Date,
  to: Date,
  limit = 1000,
): Promise<
  Pick<
    DocumentRow,
    'id' | 'organizationId' | 'title' | 'ownerUserId' | 'reviewDate' | 'expiresAt' | 'status'
  >[]
> =>
  db
    .select({
      id: documents.id,
      organizationId: documents.organizationId,
      title: documents.title,
      ownerUserId: documents.ownerUserId,
      reviewDate: documents.reviewDate,
      expiresAt: documents.expiresAt,
      status: documents.status,
    })
    .from(documents)
    .where(
      or(
        and(gte(documents.reviewDate, from), lte(documents.reviewDate, to)),
        and(gte(documents.expiresAt, from), lte(documents.expiresAt, to)),
      ),
    )
    .orderBy(asc(documents.organizationId), asc(documents.id))
    .limit(limit);
