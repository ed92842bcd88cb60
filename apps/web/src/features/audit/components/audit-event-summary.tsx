import type { AuditEvent } from '@rampart/contracts';
import { auditActionLabel, auditEntityName, codeToWords, formatDateTime } from '@rampart/domain';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';

/** Who did what to which record, and when. */
export const AuditEventSummary = ({ event }: { event: AuditEvent }) => {
  const actor = event.actorName ?? event.actorEmail ?? 'System';
  const entity = auditEntityName(event.before, event.after);
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <Avatar name={actor} email={event.actorEmail ?? ''} className="mt-0.5" />
      <div className="min-w-0">
        <p className="text-[13px] text-fg">
          <span className="font-medium">{actor}</span> <span className="text-muted">·</span>{' '}
          {auditActionLabel(event.action)}
          {event.via ? (
            <>
              {' '}
              <Badge variant="neutral" title="Done by an AI assistant through MCP">
                through MCP · {event.via.client}
              </Badge>
            </>
          ) : null}
        </p>
        <p className="truncate text-xs text-muted">
          {/* The record's kind in words and its name; never a raw id a person cannot read. */}
          <span title={entity ? undefined : event.entityId}>{codeToWords(event.entityType)}</span>
          {entity ? (
            <>
              {' '}
              <span className="text-fg">{entity}</span>
            </>
          ) : null}
          {' · '}
          <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
        </p>
      </div>
    </div>
  );
};
