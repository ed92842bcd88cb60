import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { orgRef, stampedNow, userRef } from './columns.ts';

/**
 * A questionnaire the organisation sends to vendors. `structure` is the domain's
 * QuestionnaireStructure as JSON: edited through the API now, and the JSON snapshot of the
 * collaborative (Yjs) document once co-editing lands, kept for search, export and versions.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** draft, published, archived (QUESTIONNAIRE_STATUSES). */
    status: text('status').notNull().default('draft'),
    category: text('category').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** private, organization, public (SHARE_VISIBILITIES). */
    visibility: text('visibility').notNull().default('organization'),
    /** Share settings (§3): people asking for access wait for approval; downloads; watermark. */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    allowDownload: boolean('allow_download').notNull().default(true),
    watermark: boolean('watermark').notNull().default(false),
    structure: jsonb('structure')
      .$type<{ sections: Record<string, unknown>[] }>()
      .notNull()
      .default({ sections: [] }),
    /** The label of the current version (1.{n}); null until a version is made. */
    versionLabel: text('version_label'),
    createdBy: userRef('created_by'),
    lastEditedBy: userRef('last_edited_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('questionnaires_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
  ],
);
