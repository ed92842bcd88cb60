import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { orgRef, stampedNow, userRef } from './columns.ts';
import { evidence } from './testing.ts';

/**
 * The certifications and attestations an organisation holds (issue 22 point 1): what its
 * questionnaire answers and trust centre may claim, and only while held and in date.
 */
export const certifications = pgTable(
  'certifications',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    name: text('name').notNull(),
    /** held, in_progress, expired, withdrawn. */
    status: text('status').notNull(),
    issuer: text('issuer').notNull().default(''),
    number: text('number').notNull().default(''),
    scope: text('scope').notNull().default(''),
    issuedOn: date('issued_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    /** The certificate or report, kept as evidence. */
    evidenceId: text('evidence_id').references(() => evidence.id, { onDelete: 'set null' }),
    createdBy: userRef('created_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [index('certifications_org_idx').on(t.organizationId, t.name)],
);
