import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';

/**
 * Background work of every module (control generation, vendor readings, text extraction of
 * uploads, report rendering): input, progress, results and failed batches, claimed by any
 * process's runner (platform/jobs) with FOR UPDATE SKIP LOCKED. Every read names its kinds.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    createdBy: userRef('created_by'),
    /** The module's job kind: control_generation, vendor_extraction, file_text, report_render... */
    kind: text('kind').notNull(),
    /** queued, running, completed, failed, cancelled */
    status: text('status').notNull().default('queued'),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** 0..100 */
    progress: integer('progress').notNull().default(0),
    /** Named steps or batches done so far, for a screen that reloads mid-run. */
    steps: jsonb('steps').$type<Record<string, unknown>[]>().notNull().default([]),
    result: jsonb('result').$type<Record<string, unknown>>(),
    failedBatches: jsonb('failed_batches')
      .$type<{ index: number; message: string; riskIds: string[] }[]>()
      .notNull()
      .default([]),
    error: text('error'),
    engine: text('engine'),
    lockedBy: text('locked_by'),
    lockedAt: ts('locked_at'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('jobs_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    index('jobs_claim_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
