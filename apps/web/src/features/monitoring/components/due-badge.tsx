import { Clock } from 'lucide-react';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { dueLabel, type DueState } from '../lib/due-items.ts';

/** The date, then how far it is; overdue is a red badge with an icon and the word. */
export const DueCell = ({ due, state, now }: { due: string; state: DueState; now: Date }) => (
  <span className="flex flex-col items-start gap-0.5">
    <span className="whitespace-nowrap tabular-nums">{formatDate(due)}</span>
    {state === 'overdue' ? (
      <Badge variant="danger">
        <Clock className="size-3" aria-hidden />
        {dueLabel(due, now)}
      </Badge>
    ) : (
      <span className="text-xs text-muted">{dueLabel(due, now)}</span>
    )}
  </span>
);
