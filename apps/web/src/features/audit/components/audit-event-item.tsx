import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { AuditEvent } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { AuditDiff } from './audit-diff.tsx';
import { AuditEventSummary } from './audit-event-summary.tsx';

export const AuditEventItem = ({ event }: { event: AuditEvent }) => {
  const [open, setOpen] = useState(false);
  const diffId = `audit-diff-${event.id}`;
  return (
    <li className="px-4 py-3">
      <div className="flex items-start gap-3">
        <AuditEventSummary event={event} />
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={open ? diffId : undefined}
          onClick={() => setOpen((v) => !v)}
          className="text-muted"
        >
          {open ? 'Hide changes' : 'Show changes'}
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
        </Button>
      </div>
      {open ? (
        <div className="mt-3 pl-10">
          <AuditDiff id={diffId} before={event.before} after={event.after} />
          {event.requestId ? (
            <p className="mt-2 text-xs text-muted">
              Request <span className="font-mono">{event.requestId}</span>
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
};
