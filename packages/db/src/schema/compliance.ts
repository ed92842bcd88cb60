import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';
import { organizations } from './organizations.ts';
import { controls } from './risks.ts';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * Frameworks: the built-in ones (organization_id null, ids like 'ISO27001', written from
 * the shipped library at every start) and the ones an organisation imports from OSCAL.
 */
export const frameworks = pgTable(
  'frameworks',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    version: text('version').notNull().default(''),
    description: text('description').notNull().default(''),
    /** 'builtin' or 'oscal'. */
    source: text('source').notNull(),
    /** For OSCAL imports: the catalog's uuid and title as published. */
    oscalUuid: text('oscal_uuid'),
    oscalMetadata: jsonb('oscal_metadata').$type<Record<string, unknown>>(),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('frameworks_org_idx').on(t.organizationId)],
);

export const frameworkRequirements = pgTable(
  'framework_requirements',
  {
    /** Built-in: the code used in library standards, e.g. 'ISO27001:2022-A.5.15'. */
    id: text('id').primaryKey(),
    frameworkId: text('framework_id')
      .notNull()
      .references(() => frameworks.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mandatory: boolean('mandatory').notNull().default(true),
    /** The group or family it belongs to (OSCAL group title, SOC 2 category...). */
    groupTitle: text('group_title'),
    /** For control enhancements: the requirement they enhance. */
    parentId: text('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** OSCAL parts, params and props kept so an export can give them back. */
    oscal: jsonb('oscal').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('framework_requirements_code_idx').on(t.frameworkId, t.code),
    index('framework_requirements_order_idx').on(t.frameworkId, t.sortOrder),
  ],
);

/** Rampart's control library, written from the shipped data at start; searched with FTS. */
export const libraryControls = pgTable(
  'library_controls',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    importance: text('importance').notNull(),
    why: text('why').notNull(),
    how: text('how').notNull(),
    evidence: text('evidence').notNull(),
    standards: text('standards').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("why", '') || ' ' || coalesce("how", '')), 'B') || setweight(to_tsvector('english', coalesce("evidence", '') || ' ' || replace(replace(coalesce("standards", ''), ';', ' '), '-', ' ')), 'C')`,
    ),
  },
  (t) => [index('library_controls_search_idx').using('gin', t.searchVector)],
);

/** A fingerprint of the shipped library, so start-up rewrites it only when it changed. */
export const libraryState = pgTable('library_state', {
  id: text('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  updatedAt: stampedNow('updated_at'),
});

/** The frameworks an organisation tracks on Framework Status. */
export const organizationFrameworks = pgTable(
  'organization_frameworks',
  {
    organizationId: orgRef(),
    frameworkId: text('framework_id')
      .notNull()
      .references(() => frameworks.id, { onDelete: 'cascade' }),
    selectedBy: userRef('selected_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.frameworkId] })],
);

/** Which of the organisation's controls serve which requirement. */
export const controlRequirements = pgTable(
  'control_requirements',
  {
    organizationId: orgRef(),
    controlId: text('control_id')
      .notNull()
      .references(() => controls.id, { onDelete: 'cascade' }),
    requirementId: text('requirement_id')
      .notNull()
      .references(() => frameworkRequirements.id, { onDelete: 'cascade' }),
    /** 'library' (from the adopted control's standards), 'manual' or 'oscal'. */
    source: text('source').notNull().default('manual'),
    /** How this control implements the requirement (OSCAL implemented-requirement text). */
    statement: text('statement').notNull().default(''),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.controlId, t.requirementId] }),
    index('control_requirements_org_req_idx').on(t.organizationId, t.requirementId),
  ],
);

/** A requirement the organisation declares not applicable, with the reason. */
export const requirementApplicability = pgTable(
  'requirement_applicability',
  {
    organizationId: orgRef(),
    requirementId: text('requirement_id')
      .notNull()
      .references(() => frameworkRequirements.id, { onDelete: 'cascade' }),
    applicable: boolean('applicable').notNull(),
    reason: text('reason').notNull().default(''),
    updatedBy: userRef('updated_by'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.requirementId] })],
);

export const assessments = pgTable(
  'assessments',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    frameworkId: text('framework_id')
      .notNull()
      .references(() => frameworks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    /** 'in_progress' or 'signed_off'; signed off is frozen. */
    status: text('status').notNull().default('in_progress'),
    leadAssessorUserId: userRef('lead_assessor_user_id'),
    signedOffBy: userRef('signed_off_by'),
    signedOffAt: ts('signed_off_at'),
    signOffStatement: text('sign_off_statement'),
    /** At sign-off: every requirement's result, controls and evidence as they stood. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('assessments_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id)],
);

export const assessmentResults = pgTable(
  'assessment_results',
  {
    organizationId: orgRef(),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    requirementId: text('requirement_id')
      .notNull()
      .references(() => frameworkRequirements.id, { onDelete: 'cascade' }),
    /** not_assessed, met, partly_met, not_met, not_applicable */
    result: text('result').notNull().default('not_assessed'),
    assessorUserId: userRef('assessor_user_id'),
    notes: text('notes').notNull().default(''),
    evidenceIds: text('evidence_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    findingIds: text('finding_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedBy: userRef('updated_by'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.requirementId] })],
);
