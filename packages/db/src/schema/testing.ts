import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  doublePrecision,
  text,
} from 'drizzle-orm/pg-core';
import { assessments } from './compliance.ts';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';
import { controls, risks } from './risks.ts';
import { vendors } from './vendors.ts';

/** Every scheduled and completed test of a control: its history. */
export const controlTests = pgTable(
  'control_tests',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    controlId: text('control_id')
      .notNull()
      .references(() => controls.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('scheduled'),
    scheduledFor: ts('scheduled_for'),
    assigneeUserId: userRef('assignee_user_id'),
    result: text('result'),
    effectiveness: doublePrecision('effectiveness'),
    notes: text('notes'),
    testedAt: ts('tested_at'),
    testedBy: userRef('tested_by'),
    testScriptExecutionId: text('test_script_execution_id'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    index('control_tests_org_control_idx').on(t.organizationId, t.controlId, t.createdAt.desc()),
    index('control_tests_org_due_idx')
      .on(t.organizationId, t.scheduledFor)
      .where(sql`status = 'scheduled'`),
    index('control_tests_org_tested_idx').on(t.organizationId, t.testedAt),
  ],
);

export const evidence = pgTable(
  'evidence',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storage: text('storage').notNull(),
    storageKey: text('storage_key').notNull(),
    effectiveDate: ts('effective_date'),
    expiresAt: ts('expires_at'),
    controlId: text('control_id').references(() => controls.id, { onDelete: 'set null' }),
    controlTestId: text('control_test_id').references(() => controlTests.id, {
      onDelete: 'set null',
    }),
    assessmentId: text('assessment_id').references(() => assessments.id, {
      onDelete: 'set null',
    }),
    /** A vendor's document (SOC 2 report, ISO certificate, DPA, BAA): its vendor and type. */
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    documentType: text('document_type'),
    uploadedBy: userRef('uploaded_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('evidence_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('evidence_org_control_idx').on(t.organizationId, t.controlId),
    index('evidence_org_assessment_idx').on(t.organizationId, t.assessmentId),
    index('evidence_org_vendor_idx').on(t.organizationId, t.vendorId),
  ],
);

export const findings = pgTable(
  'findings',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    severity: text('severity').notNull(),
    status: text('status').notNull().default('open'),
    ownerUserId: userRef('owner_user_id'),
    dueDate: ts('due_date'),
    remediation: text('remediation').notNull().default(''),
    controlId: text('control_id').references(() => controls.id, { onDelete: 'set null' }),
    assessmentId: text('assessment_id').references(() => assessments.id, {
      onDelete: 'set null',
    }),
    /** A vendor finding: its vendor and the rule that raised it, so a re-assessment finds it again. */
    vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    findingKey: text('finding_key'),
    /** The register risk this finding became. */
    riskId: text('risk_id').references(() => risks.id, { onDelete: 'set null' }),
    /** When it was last resolved or closed (null while open): time to remediate. */
    closedAt: ts('closed_at'),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('findings_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('findings_org_control_idx').on(t.organizationId, t.controlId),
    index('findings_org_vendor_idx').on(t.organizationId, t.vendorId),
    index('findings_org_risk_idx').on(t.organizationId, t.riskId),
  ],
);

export type TestStep = { id: string; instruction: string; expectedResult: string };
export type StepOutcome = { stepId: string; outcome: 'pass' | 'fail' | 'skipped'; note?: string };

export const testScripts = pgTable(
  'test_scripts',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    steps: jsonb('steps').$type<TestStep[]>().notNull().default([]),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('test_scripts_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const testScriptControls = pgTable(
  'test_script_controls',
  {
    organizationId: orgRef(),
    testScriptId: text('test_script_id')
      .notNull()
      .references(() => testScripts.id, { onDelete: 'cascade' }),
    controlId: text('control_id')
      .notNull()
      .references(() => controls.id, { onDelete: 'cascade' }),
    isMandatory: boolean('is_mandatory').notNull().default(true),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.testScriptId, t.controlId] }),
    index('test_script_controls_control_idx').on(t.organizationId, t.controlId),
  ],
);

export const testScriptExecutions = pgTable(
  'test_script_executions',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    testScriptId: text('test_script_id')
      .notNull()
      .references(() => testScripts.id, { onDelete: 'cascade' }),
    controlId: text('control_id').references(() => controls.id, { onDelete: 'set null' }),
    stepResults: jsonb('step_results').$type<StepOutcome[]>().notNull(),
    result: text('result').notNull(),
    notes: text('notes'),
    executedBy: userRef('executed_by'),
    executedAt: stampedNow('executed_at'),
  },
  (t) => [
    index('test_script_exec_script_idx').on(t.organizationId, t.testScriptId, t.executedAt.desc()),
  ],
);
