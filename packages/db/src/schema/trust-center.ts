import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';
import { incomingQuestionnaires } from './incoming-questionnaires.ts';

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
    /** Email domains whose confirmed requests are approved without the team (issue 24 point 4). */
    autoApproveDomains: jsonb('auto_approve_domains').$type<string[]>().notNull().default([]),
    /** How many days a grant lasts. */
    grantDays: integer('grant_days').notNull().default(30),
    /** The page's accent (links, buttons, header rule) as `#rrggbb`; '' for Rampart's own. */
    accentColor: text('accent_color').notNull().default(''),
    /** The logo shown in the page's header, a PNG, JPEG or WebP in the file store, if any. */
    logoStorage: text('logo_storage'),
    logoStorageKey: text('logo_storage_key'),
    logoContentType: text('logo_content_type'),
    logoSizeBytes: integer('logo_size_bytes'),
    logoSha256: text('logo_sha256'),
    /** Sections the page leaves out (overview, certifications, frameworks, ...). */
    hiddenSections: jsonb('hidden_sections').$type<string[]>().notNull().default([]),
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
    /** Who may take its file (a document, a certificate): none (listed only), restricted, public. */
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
    /** The grant a restricted file was taken under, and its visitor's address, kept after. */
    grantId: text('grant_id'),
    viewerEmail: text('viewer_email'),
    /** The copy carried the viewer's email and the time on every page. */
    watermarked: boolean('watermarked').notNull().default(false),
    at: stampedNow('at'),
  },
  (t) => [
    index('trust_downloads_org_idx').on(t.organizationId, t.at.desc(), t.id.desc()),
    index('trust_downloads_grant_idx').on(t.organizationId, t.grantId),
  ],
);

/** The NDA visitors accept before they may ask for restricted files; each change a new version. */
export const trustNdas = pgTable(
  'trust_ndas',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [uniqueIndex('trust_ndas_version_idx').on(t.organizationId, t.version)],
);

/**
 * A visitor's request for the restricted files: who, why, the confirmation of the address (a
 * link whose token is kept only as a hash), the NDA version accepted with time and address, and
 * the team's decision.
 */
export const trustAccessRequests = pgTable(
  'trust_access_requests',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    reason: text('reason').notNull().default(''),
    /** unconfirmed, pending, approved, denied. */
    status: text('status').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    confirmExpiresAt: ts('confirm_expires_at').notNull(),
    /** The address the request was sent from. */
    ip: text('ip').notNull().default(''),
    createdAt: stampedNow('created_at'),
    confirmedAt: ts('confirmed_at'),
    ndaId: text('nda_id').references(() => trustNdas.id, { onDelete: 'set null' }),
    ndaVersion: integer('nda_version'),
    ndaAcceptedAt: ts('nda_accepted_at'),
    ndaIp: text('nda_ip'),
    autoApproved: boolean('auto_approved').notNull().default(false),
    decidedBy: userRef('decided_by'),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('trust_access_requests_token_idx').on(t.confirmTokenHash),
    index('trust_access_requests_org_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('trust_access_requests_email_idx').on(t.organizationId, t.email),
  ],
);

/**
 * A visitor's access to the restricted files until it expires or is revoked. The sign-in link
 * carries a token kept only as a hash; the visitor's cookie holds the same token.
 */
export const trustGrants = pgTable(
  'trust_grants',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    requestId: text('request_id')
      .notNull()
      .references(() => trustAccessRequests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: stampedNow('created_at'),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedBy: userRef('revoked_by'),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [
    uniqueIndex('trust_grants_token_idx').on(t.tokenHash),
    index('trust_grants_org_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A questionnaire an approved visitor sent through the trust centre (issue 24 point 5): it is an
 * incoming questionnaire of the organisation like any other; this row says who sent it, under
 * which grant, and the answered file that went back to them (null until it did).
 */
export const trustQuestionnaires = pgTable(
  'trust_questionnaires',
  {
    incomingId: text('incoming_id')
      .primaryKey()
      .references(() => incomingQuestionnaires.id, { onDelete: 'cascade' }),
    organizationId: orgRef(),
    grantId: text('grant_id').references(() => trustGrants.id, { onDelete: 'set null' }),
    visitorName: text('visitor_name').notNull(),
    visitorEmail: text('visitor_email').notNull(),
    company: text('company').notNull(),
    receivedAt: stampedNow('received_at'),
    returnedAt: ts('returned_at'),
    returnedBy: userRef('returned_by'),
    returnedFileName: text('returned_file_name'),
    returnedContentType: text('returned_content_type'),
    returnedSizeBytes: bigint('returned_size_bytes', { mode: 'number' }),
    returnedStorage: text('returned_storage'),
    returnedStorageKey: text('returned_storage_key'),
    returnedSha256: text('returned_sha256'),
  },
  (t) => [index('trust_questionnaires_visitor_idx').on(t.organizationId, t.visitorEmail)],
);
