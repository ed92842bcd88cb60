import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocumentSortColumn } from '@rampart/contracts';
import type { Executor } from '../client.ts';
import {
  controls,
  documents,
  documentVersions,
  evidence,
  fileTexts,
  users,
  vendors,
} from '../schema/index.ts';
import { likePattern, nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

// The Documents list (docs/decisions/022): the organisation's documents and every evidence file
// in one list, filtered in each branch, then sorted and paged together by the database.

export type DocumentListFilter = {
  /** Title, description and file name (contains), and the file's text (full-text words). */
  search?: string;
  source?: 'document' | 'evidence';
  /** Documents only: a kind or status filter leaves evidence out. */
  kind?: string[];
  status?: string[];
  /** A document's owner; an evidence file's uploader. */
  ownerUserId?: string;
  /** Review date come, or expired (documents); expired (evidence). */
  needsReview?: boolean;
};

export type DocumentListQuery = DocumentListFilter &
  PageQuery & { sortBy: DocumentSortColumn; sortDirection: 'asc' | 'desc' };

const owner = alias(users, 'list_owner');
const uploader = alias(users, 'list_uploader');

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const passed = (column: SQL, now: Date) => sql`(${column} is not null and ${column} <= ${at(now)})`;
const textMatch = (column: SQL, key: 'document_version_id' | 'evidence_id', q: string) =>
  sql`exists (select 1 from ${fileTexts} ft where ft.${sql.raw(key)} = ${column}
    and ft.tsv @@ websearch_to_tsquery('english', ${q}))`;

const documentBranch = (
  db: Executor,
  organizationId: string,
  f: DocumentListFilter,
  now: Date,
  none = false,
) => {
  const parts: (SQL | undefined)[] = [eq(documents.organizationId, organizationId)];
  if (none) parts.push(sql`false`);
  if (f.kind?.length) parts.push(inArray(documents.kind, f.kind));
  if (f.status?.length) parts.push(inArray(documents.status, f.status));
  if (f.ownerUserId) parts.push(eq(documents.ownerUserId, f.ownerUserId));
  const due = sql`(${passed(sql`${documents.reviewDate}`, now)} or ${passed(sql`${documents.expiresAt}`, now)})`;
  if (f.needsReview !== undefined) parts.push(f.needsReview ? due : sql`not ${due}`);
  if (f.search) {
    const p = likePattern(f.search);
    parts.push(
      or(
        ilike(documents.title, p),
        ilike(documents.description, p),
        ilike(documentVersions.fileName, p),
        textMatch(sql`${documents.currentVersionId}`, 'document_version_id', f.search),
      ),
    );
  }
  return db
    .select({
      source: sql<'document' | 'evidence'>`'document'`.as('source'),
      id: documents.id,
      title: documents.title,
      description: documents.description,
      kind: sql<string | null>`${documents.kind}`.as('kind'),
      status: sql<string | null>`${documents.status}`.as('status'),
      ownerUserId: sql<string | null>`${documents.ownerUserId}`.as('owner_user_id'),
      ownerName: sql<string | null>`${owner.name}`.as('owner_name'),
      reviewDate: documents.reviewDate,
      expiresAt: documents.expiresAt,
      fileName: sql<string | null>`${documentVersions.fileName}`.as('file_name'),
      contentType: sql<string | null>`${documentVersions.contentType}`.as('content_type'),
      sizeBytes: sql<number | null>`${documentVersions.sizeBytes}`.mapWith(Number).as('size_bytes'),
      versionId: sql<string | null>`${documents.currentVersionId}`.as('version_id'),
      versionNumber: sql<number | null>`${documentVersions.number}`.as('version_number'),
      controlId: sql<string | null>`null::text`.as('control_id'),
      controlTitle: sql<string | null>`null::text`.as('control_title'),
      vendorId: sql<string | null>`null::text`.as('vendor_id'),
      vendorName: sql<string | null>`null::text`.as('vendor_name'),
      linkCount:
        sql<number>`(select count(*)::int from document_links l where l.document_id = ${documents.id})`
          .mapWith(Number)
          .as('link_count'),
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .leftJoin(documentVersions, eq(documentVersions.id, documents.currentVersionId))
    .leftJoin(owner, eq(owner.id, documents.ownerUserId))
    .where(and(...parts));
};

const evidenceBranch = (db: Executor, organizationId: string, f: DocumentListFilter, now: Date) => {
  const parts: (SQL | undefined)[] = [eq(evidence.organizationId, organizationId)];
  if (f.ownerUserId) parts.push(eq(evidence.uploadedBy, f.ownerUserId));
  const expired = passed(sql`${evidence.expiresAt}`, now);
  if (f.needsReview !== undefined) parts.push(f.needsReview ? expired : sql`not ${expired}`);
  if (f.search) {
    const p = likePattern(f.search);
    parts.push(
      or(
        ilike(evidence.title, p),
        ilike(evidence.description, p),
        ilike(evidence.fileName, p),
        textMatch(sql`${evidence.id}`, 'evidence_id', f.search),
      ),
    );
  }
  return db
    .select({
      source: sql<'document' | 'evidence'>`'evidence'`.as('source'),
      id: evidence.id,
      title: evidence.title,
      description: evidence.description,
      kind: sql<string | null>`null::text`.as('kind'),
      status: sql<string | null>`null::text`.as('status'),
      ownerUserId: sql<string | null>`${evidence.uploadedBy}`.as('owner_user_id'),
      ownerName: sql<string | null>`${uploader.name}`.as('owner_name'),
      reviewDate: sql<Date | null>`null::timestamptz`.as('review_date'),
      expiresAt: evidence.expiresAt,
      fileName: sql<string | null>`${evidence.fileName}`.as('file_name'),
      contentType: sql<string | null>`${evidence.contentType}`.as('content_type'),
      sizeBytes: sql<number | null>`${evidence.sizeBytes}`.mapWith(Number).as('size_bytes'),
      versionId: sql<string | null>`null::text`.as('version_id'),
      versionNumber: sql<number | null>`null::int`.as('version_number'),
      controlId: sql<string | null>`${evidence.controlId}`.as('control_id'),
      controlTitle: sql<string | null>`${controls.title}`.as('control_title'),
      vendorId: sql<string | null>`${evidence.vendorId}`.as('vendor_id'),
      vendorName: sql<string | null>`${vendors.name}`.as('vendor_name'),
      linkCount: sql<number>`0`.mapWith(Number).as('link_count'),
      createdAt: evidence.createdAt,
      updatedAt: evidence.updatedAt,
    })
    .from(evidence)
    .leftJoin(uploader, eq(uploader.id, evidence.uploadedBy))
    .leftJoin(controls, eq(controls.id, evidence.controlId))
    .leftJoin(vendors, eq(vendors.id, evidence.vendorId))
    .where(and(...parts));
};

/** Documents only, when the filters say so (a source, a kind or a status). */
const branches = (db: Executor, organizationId: string, f: DocumentListFilter, now: Date) => {
  const withDocuments = f.source !== 'evidence';
  const withEvidence = f.source !== 'document' && !f.kind?.length && !f.status?.length;
  // Nothing matches a document filter with the evidence source: an empty documents branch.
  const docs = documentBranch(db, organizationId, f, now, !withDocuments && !withEvidence);
  if (withDocuments && withEvidence) {
    return docs.unionAll(evidenceBranch(db, organizationId, f, now));
  }
  return withEvidence ? evidenceBranch(db, organizationId, f, now) : docs;
};

export const listDocumentRows = async (
  db: Executor,
  organizationId: string,
  q: DocumentListQuery,
  now = new Date(),
) => {
  const u = branches(db, organizationId, q, now).as('u');
  const column = {
    updatedAt: sql`${u.updatedAt}`,
    createdAt: sql`${u.createdAt}`,
    title: sql`lower(${u.title})`,
    reviewDate: sql`${u.reviewDate}`,
    expiresAt: sql`${u.expiresAt}`,
  }[q.sortBy];
  const direction = sql.raw(q.sortDirection === 'asc' ? 'asc' : 'desc');
  const { offset, limit } = pageWindow(q);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(u)
      .orderBy(sql`${column} ${direction} nulls last`, sql`${u.id} ${direction}`)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(u),
  ]);
  const total = Number(counted?.total ?? 0);
  return { rows, total, nextCursor: nextCursor(offset, rows.length, total) };
};

export type DocumentListRow = Awaited<ReturnType<typeof listDocumentRows>>['rows'][number];
