import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  doublePrecision,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';

export const risks = pgTable(
  'risks',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    likelihood: smallint('likelihood').notNull(),
    impact: smallint('impact').notNull(),
    /** Inherent score and level. */
    riskScore: smallint('risk_score').notNull(),
    riskLevel: text('risk_level').notNull(),
    /** Residual position, kept current whenever the risk or its mappings change. */
    residualLikelihood: smallint('residual_likelihood').notNull(),
    residualImpact: smallint('residual_impact').notNull(),
    residualScore: smallint('residual_score').notNull(),
    residualLevel: text('residual_level').notNull(),
    status: text('status').notNull().default('identified'),
    owner: text('owner'),
    ownerUserId: userRef('owner_user_id'),
    reviewCadence: text('review_cadence').notNull(),
    frameworks: text('frameworks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    aiConfidence: doublePrecision('ai_confidence'),
    dateIdentified: stampedNow('date_identified'),
    lastAssessed: ts('last_assessed'),
    nextReview: ts('next_review'),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('risks_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('risks_org_score_idx').on(t.organizationId, t.riskScore, t.id),
    index('risks_org_cell_idx').on(t.organizationId, t.likelihood, t.impact),
    index('risks_org_residual_cell_idx').on(
      t.organizationId,
      t.residualLikelihood,
      t.residualImpact,
    ),
    index('risks_org_category_idx').on(t.organizationId, t.category),
    index('risks_org_status_idx').on(t.organizationId, t.status),
    index('risks_org_next_review_idx').on(t.organizationId, t.nextReview),
    index('risks_search_trgm_idx').using(
      'gin',
      sql`(${t.title} || ' ' || ${t.description} || ' ' || coalesce(${t.owner}, '')) gin_trgm_ops`,
    ),
  ],
);

export const controls = pgTable(
  'controls',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default('preventive'),
    automation: text('automation').notNull().default('manual'),
    category: text('category'),
    owner: text('owner'),
    ownerUserId: userRef('owner_user_id'),
    frequency: text('frequency').notNull().default('MONTHLY'),
    status: text('status').notNull().default('active'),
    /** 0..1, from the last completed test or as entered. */
    effectiveness: doublePrecision('effectiveness'),
    effectivenessBand: text('effectiveness_band'),
    frameworks: text('frameworks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastTestDate: ts('last_test_date'),
    nextTestDate: ts('next_test_date'),
    /** The library control it was adopted from, if any. */
    libraryControlId: text('library_control_id'),
    /** not_started, in_progress, implemented */
    implementationStatus: text('implementation_status').notNull().default('not_started'),
    implementationProgress: smallint('implementation_progress').notNull().default(0),
    /** critical, high, medium, low */
    priority: text('priority'),
    /** simple, moderate, complex */
    implementationComplexity: text('implementation_complexity'),
    estimatedHours: doublePrecision('estimated_hours'),
    costPerHour: doublePrecision('cost_per_hour'),
    riskMitigationScore: smallint('risk_mitigation_score'),
    checklist: jsonb('checklist')
      .$type<{ id: string; label: string; done: boolean }[]>()
      .notNull()
      .default([]),
    implementationDueDate: ts('implementation_due_date'),
    testAssigneeUserId: userRef('test_assignee_user_id'),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('controls_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('controls_org_next_test_idx').on(t.organizationId, t.nextTestDate),
    index('controls_org_library_idx').on(t.organizationId, t.libraryControlId),
    index('controls_search_trgm_idx').using(
      'gin',
      sql`(${t.title} || ' ' || ${t.description}) gin_trgm_ops`,
    ),
  ],
);

export const controlRiskMappings = pgTable(
  'control_risk_mappings',
  {
    organizationId: orgRef(),
    riskId: text('risk_id')
      .notNull()
      .references(() => risks.id, { onDelete: 'cascade' }),
    controlId: text('control_id')
      .notNull()
      .references(() => controls.id, { onDelete: 'cascade' }),
    /** 0..1 */
    effectiveness: doublePrecision('effectiveness').notNull(),
    mitigationImpact: text('mitigation_impact'),
    rationale: text('rationale'),
    lastTested: ts('last_tested'),
    nextTestDue: ts('next_test_due'),
    evidence: jsonb('evidence').$type<string[]>().notNull().default([]),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.riskId, t.controlId] }),
    index('mappings_org_control_idx').on(t.organizationId, t.controlId),
    index('mappings_org_risk_idx').on(t.organizationId, t.riskId),
  ],
);
