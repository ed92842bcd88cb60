import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';

/** A saved report: its sections, filters and, when scheduled, when and to whom it goes. */
export const reportDefinitions = pgTable(
  'report_definitions',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    title: text('title').notNull(),
    sections: text('sections').array().notNull(),
    /** The filters as the contract holds them (period, from, to, category, ownerUserId, framework). */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    /** weekly or monthly; null when not scheduled. */
    scheduleFrequency: text('schedule_frequency'),
    scheduleWeekday: integer('schedule_weekday'),
    scheduleDayOfMonth: integer('schedule_day_of_month'),
    scheduleHour: integer('schedule_hour'),
    scheduleRecipients: text('schedule_recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nextRunAt: ts('next_run_at'),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('report_definitions_org_idx').on(t.organizationId, t.createdAt.desc()),
    index('report_definitions_due_idx')
      .on(t.nextRunAt)
      .where(sql`schedule_frequency is not null`),
  ],
);

/** One generated report: its progress while it runs, then its file, kept for the history. */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    definitionId: text('definition_id').references(() => reportDefinitions.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    /** The report as asked for (sections and filters), so an unsaved one can run in the background. */
    spec: jsonb('spec').$type<Record<string, unknown>>().notNull(),
    format: text('format').notNull(),
    /** queued, running, completed, failed */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    error: text('error'),
    /** manual or schedule */
    trigger: text('trigger').notNull(),
    /** For a scheduled run: the moment it was due (one run per definition and moment). */
    scheduledFor: ts('scheduled_for'),
    jobId: text('job_id'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    storage: text('storage'),
    storageKey: text('storage_key'),
    pageCount: integer('page_count'),
    /** When the scheduled PDF went to its recipients (once). */
    deliveredAt: ts('delivered_at'),
    requestedBy: userRef('requested_by'),
    createdAt: stampedNow('created_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('report_runs_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    index('report_runs_definition_idx').on(t.organizationId, t.definitionId, t.createdAt.desc()),
    uniqueIndex('report_runs_schedule_once_idx')
      .on(t.definitionId, t.scheduledFor)
      .where(sql`scheduled_for is not null`),
  ],
);
