import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';
import { organizations } from './organizations.ts';

/** A third party the organisation relies on: what its own pages say, and the relationship. */
export const vendors = pgTable(
  'vendors',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    legalName: text('legal_name').notNull().default(''),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('OTHER'),
    /** The origin the facts were read from (https://vendor.example), '' when entered by hand. */
    website: text('website').notNull().default(''),
    headquarterAddress: text('headquarter_address').notNull().default(''),
    /** VENDOR_URL_KEYS → URL or null. */
    urls: jsonb('urls').$type<Record<string, string | null>>().notNull().default({}),
    /** Held certifications as canonical labels; the graded claims live in certificationClaims. */
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certificationClaims: jsonb('certification_claims')
      .$type<Record<string, unknown>[]>()
      .notNull()
      .default([]),
    /** Field → FactSource: where each fact came from. */
    sources: jsonb('sources').$type<Record<string, unknown>>().notNull().default({}),
    subprocessors: jsonb('subprocessors').$type<Record<string, unknown>[]>().notNull().default([]),
    status: text('status').notNull().default('active'),
    tier: text('tier').notNull().default('medium'),
    ownerUserId: userRef('owner_user_id'),
    dataKinds: text('data_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    businessPurpose: text('business_purpose').notNull().default(''),
    contractStart: ts('contract_start'),
    contractEnd: ts('contract_end'),
    renewalDate: ts('renewal_date'),
    noticePeriodDays: integer('notice_period_days'),
    /** Follows the tier (REVIEW_CADENCE_DAYS) unless set by hand. */
    reviewCadenceDays: integer('review_cadence_days').notNull(),
    nextReviewAt: ts('next_review_at'),
    lastReviewedAt: ts('last_reviewed_at'),
    /** Latest assessment, denormalised for the list's filters and sort. */
    riskScore: smallint('risk_score'),
    complianceStatus: text('compliance_status'),
    lastAssessedAt: ts('last_assessed_at'),
    /** Watching: the pages are fetched again on the review cadence. */
    watch: boolean('watch').notNull().default(true),
    nextWatchAt: ts('next_watch_at'),
    lastFetchedAt: ts('last_fetched_at'),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('vendors_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('vendors_org_name_idx').on(t.organizationId, sql`lower(${t.name})`),
    index('vendors_watch_due_idx')
      .on(t.nextWatchAt)
      .where(sql`watch AND website <> ''`),
  ],
);

/** Every assessment of a vendor with the facts it used, so its page shows how the risk moved. */
export const vendorAssessments = pgTable(
  'vendor_assessments',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    riskScore: smallint('risk_score').notNull(),
    complianceStatus: text('compliance_status').notNull(),
    /** The VendorFacts the rules read. */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    /** VendorAssessmentResult minus score and status. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    /** The model's narrative when the assessment was enhanced. */
    enhanced: boolean('enhanced').notNull().default(false),
    narrative: text('narrative'),
    engine: text('engine'),
    model: text('model'),
    aiConfidence: doublePrecision('ai_confidence'),
    assessedBy: userRef('assessed_by'),
    assessedAt: stampedNow('assessed_at'),
  },
  (t) => [index('vendor_assessments_vendor_idx').on(t.organizationId, t.vendorId, t.assessedAt)],
);

/** One reading of a vendor's site: the extraction as fetched, compared by the watcher. */
export const vendorSnapshots = pgTable(
  'vendor_snapshots',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** VendorExtraction. */
    extraction: jsonb('extraction').$type<Record<string, unknown>>().notNull(),
    /** create, manual, schedule */
    trigger: text('trigger').notNull(),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    fetchedAt: stampedNow('fetched_at'),
  },
  (t) => [index('vendor_snapshots_vendor_idx').on(t.organizationId, t.vendorId, t.fetchedAt)],
);

/** The vendor's timeline: edits, assessments, readings and what changed on its site. */
export const vendorEvents = pgTable(
  'vendor_events',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    actorUserId: userRef('actor_user_id'),
    occurredAt: stampedNow('occurred_at'),
  },
  (t) => [index('vendor_events_vendor_idx').on(t.organizationId, t.vendorId, t.occurredAt.desc())],
);

/** The hub's integration settings (one row per organisation); the key never leaves the server. */
export const vendorIntegrationSettings = pgTable('vendor_integration_settings', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint'),
  apiKey: text('api_key'),
  confidenceThreshold: doublePrecision('confidence_threshold').notNull().default(0.8),
  aiEnabled: boolean('ai_enabled').notNull().default(true),
  autoApply: boolean('auto_apply').notNull().default(false),
  healthStatus: text('health_status'),
  healthMessage: text('health_message'),
  healthCheckedAt: ts('health_checked_at'),
  healthLatencyMs: integer('health_latency_ms'),
  updatedBy: userRef('updated_by'),
  updatedAt: stampedNow('updated_at'),
});
