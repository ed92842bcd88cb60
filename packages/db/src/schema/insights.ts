import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { orgRef, ts } from './columns.ts';
import { frameworks } from './compliance.ts';

/**
 * Every position a risk has held: one row per insert, change of level, score, category, owner
 * or status, and delete. Written by triggers on `risks` (migration 0009), so no write path can
 * skip it; `valid_from` is the risk's `updated_at` (the application's clock), the delete's time
 * for deletes. Analytics read "the register as of a date" from it (decision 020).
 */
export const riskHistory = pgTable(
  'risk_history',
  {
    /** Insertion order: breaks ties between versions written in the same millisecond. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: orgRef(),
    /** No foreign key: a deleted risk's history stays. */
    riskId: text('risk_id').notNull(),
    validFrom: ts('valid_from').notNull(),
    /** When the next version (or the delete) took over; null for the current one (0013). */
    validTo: ts('valid_to'),
    category: text('category').notNull(),
    ownerUserId: text('owner_user_id'),
    status: text('status').notNull(),
    inherentScore: smallint('inherent_score').notNull(),
    inherentLevel: text('inherent_level').notNull(),
    residualScore: smallint('residual_score').notNull(),
    residualLevel: text('residual_level').notNull(),
    frameworks: text('frameworks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The row that ends a deleted risk's history. */
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    index('risk_history_org_risk_idx').on(t.organizationId, t.riskId, t.validFrom.desc()),
    index('risk_history_org_valid_idx').on(t.organizationId, t.validFrom),
    index('risk_history_org_valid_to_idx').on(t.organizationId, t.validTo),
  ],
);

/**
 * A tracked framework's coverage on a day, kept by the snapshot sweep (the latest figure of the
 * day wins). Coverage cannot be rebuilt from current rows once mappings are removed, so it is
 * recorded as it stands.
 */
export const frameworkCoverageSnapshots = pgTable(
  'framework_coverage_snapshots',
  {
    organizationId: orgRef(),
    frameworkId: text('framework_id')
      .notNull()
      .references(() => frameworks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The framework summary of Framework Status (domain summarizeStatuses) as it stood. */
    total: integer('total').notNull(),
    met: integer('met').notNull(),
    partlyMet: integer('partly_met').notNull(),
    notMet: integer('not_met').notNull(),
    notApplicable: integer('not_applicable').notNull(),
    takenAt: ts('taken_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.frameworkId, t.day] })],
);
