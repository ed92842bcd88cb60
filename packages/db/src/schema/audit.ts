import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { stampedNow } from './columns.ts';

/** Append-only: no code path updates or deletes a row (a trigger refuses it too). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    /** 'mcp' when an AI agent's tool call made the change (decision 041); null otherwise. */
    via: text('via'),
    /** The MCP client's name, as it introduced itself or as its token is named. */
    viaClient: text('via_client'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    index('audit_events_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('audit_events_entity_idx').on(t.organizationId, t.entityType, t.entityId),
  ],
);
