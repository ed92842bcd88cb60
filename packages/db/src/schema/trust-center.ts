import { index, pgTable, primaryKey, text, boolean, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';

/**
 * The organisation's trust centre (issue 24): its public page's address and words. One per
 * organisation; the page is public only while `live`.
 */
export const trustCenters = pgTable(
  'trust_centers',
  {
    organizationId: orgRef().primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Markdown; rendered without raw HTML. */
    overview: text('overview').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    live: boolean('live').notNull().default(false),
    updatedBy: userRef('updated_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [uniqueIndex('trust_centers_slug_idx').on(t.slug)],
);

/**
 * One record the page shows, or is prepared to show: a certification, a control, a vendor as a
 * subprocessor, an approved answer. `draft` items are seen only in the team's preview; a
 * `published` one shows while its record stands (certification held, control in place, ...).
 */
export const trustItems = pgTable(
  'trust_items',
  {
    organizationId: orgRef(),
    /** certification, control, subprocessor, faq. */
    kind: text('kind').notNull(),
    /** The record's id in its own register; the item goes with the record. */
    recordId: text('record_id').notNull(),
    /** draft or published. */
    state: text('state').notNull(),
    publicTitle: text('public_title').notNull().default(''),
    publicText: text('public_text').notNull().default(''),
    location: text('location').notNull().default(''),
    /** Who may take its file (a document, a certificate): none (listed only) or public. */
    access: text('access').notNull().default('none'),
    publishedAt: ts('published_at'),
    updatedBy: userRef('updated_by'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.kind, t.recordId] }),
    index('trust_items_state_idx').on(t.organizationId, t.state),
  ],
);

/** Every file a visitor took from the trust centre: what, when, from where (issue 24 point 4). */
export const trustDownloads = pgTable(
  'trust_downloads',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    kind: text('kind').notNull(),
    recordId: text('record_id').notNull(),
    /** The file's name as it was taken, kept after the record changes. */
    fileName: text('file_name').notNull(),
    ip: text('ip').notNull().default(''),
    at: stampedNow('at'),
  },
  (t) => [index('trust_downloads_org_idx').on(t.organizationId, t.at.desc(), t.id.desc())],
);
