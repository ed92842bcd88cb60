import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  boolean,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';
import { evidence } from './testing.ts';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * The organisation's policies, procedures, standards and plans (docs/decisions/022). The file
 * lives in its versions; `current_version_id` is the newest. Approval: draft -> in_review
 * (submitted_by/at) -> approved (approved_by/at, never the submitter); a new version returns it
 * to draft. `review_date` and `expires_at` are calendar days (midnight UTC), as evidence dates.
 */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull().default(''),
    ownerUserId: userRef('owner_user_id'),
    status: text('status').notNull().default('draft'),
    submittedBy: userRef('submitted_by'),
    submittedAt: ts('submitted_at'),
    approvedBy: userRef('approved_by'),
    approvedAt: ts('approved_at'),
    reviewDate: ts('review_date'),
    expiresAt: ts('expires_at'),
    // No action on delete: versions go only with their document (checked at the statement's end).
    currentVersionId: text('current_version_id').references((): AnyPgColumn => documentVersions.id),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('documents_org_updated_idx').on(t.organizationId, t.updatedAt.desc(), t.id.desc()),
    index('documents_org_review_idx').on(t.organizationId, t.reviewDate),
    index('documents_org_expiry_idx').on(t.organizationId, t.expiresAt),
  ],
);

/** Every file a document has had, numbered 1..n; stored exactly as evidence files are. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organizationId: orgRef(),
    number: integer('number').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storage: text('storage').notNull(),
    storageKey: text('storage_key').notNull(),
    note: text('note').notNull().default(''),
    /** Who approved this version, kept when a later one returns the document to draft. */
    approvedBy: userRef('approved_by'),
    approvedAt: ts('approved_at'),
    uploadedBy: userRef('uploaded_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [uniqueIndex('document_versions_number_idx').on(t.documentId, t.number)],
);

/** What a document supports: the organisation's controls, visible requirements and vendors. */
export const documentLinks = pgTable(
  'document_links',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organizationId: orgRef(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.targetType, t.targetId] }),
    index('document_links_target_idx').on(t.organizationId, t.targetType, t.targetId),
  ],
);

/**
 * Text read from a stored file, for search: a document version's or an evidence file's (one of
 * the two references is set, and the row goes with its file). `status`: extracted, failed (the
 * file could not be read; `note` says why) or unsupported (a type whose text is not read). The
 * text is capped; `tsv` is its full-text index (english configuration).
 */
export const fileTexts = pgTable(
  'file_texts',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    documentVersionId: text('document_version_id').references(() => documentVersions.id, {
      onDelete: 'cascade',
    }),
    evidenceId: text('evidence_id').references(() => evidence.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    text: text('text').notNull().default(''),
    truncated: boolean('truncated').notNull().default(false),
    tsv: tsvector('tsv').generatedAlwaysAs(sql`to_tsvector('english', "text")`),
    extractedAt: stampedNow('extracted_at'),
  },
  (t) => [
    uniqueIndex('file_texts_version_idx').on(t.documentVersionId),
    uniqueIndex('file_texts_evidence_idx').on(t.evidenceId),
    index('file_texts_tsv_idx').using('gin', t.tsv),
    check(
      'file_texts_one_owner',
      sql`(${t.documentVersionId} is null) <> (${t.evidenceId} is null)`,
    ),
  ],
);
