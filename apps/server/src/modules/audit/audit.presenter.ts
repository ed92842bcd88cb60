import type { AuditEvent } from '@rampart/contracts';
import type { listAuditEvents } from '@rampart/db';

type Row = Awaited<ReturnType<typeof listAuditEvents>>['items'][number];

export const presentAuditEvent = ({ event, actorName, actorEmail }: Row): AuditEvent => ({
  id: event.id,
  organizationId: event.organizationId,
  actorId: event.actorId,
  actorName,
  actorEmail,
  action: event.action,
  entityType: event.entityType,
  entityId: event.entityId,
  before: event.before ?? null,
  after: event.after ?? null,
  requestId: event.requestId,
  via: event.via === 'mcp' ? { channel: 'mcp', client: event.viaClient ?? 'MCP client' } : null,
  createdAt: event.createdAt.toISOString(),
});
