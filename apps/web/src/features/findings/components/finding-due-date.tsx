import { Clock } from 'lucide-react';
import type { Finding } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

/** The due date, with an Overdue badge as the server judges it (past due and not done). */
export const FindingDueDate = ({
  finding: f,
  inline = false,
}: {
  finding: Pick<Finding, 'dueDate' | 'overdue'>;
  /** On one line (definition lists) rather than stacked (tables keep columns narrow). */
  inline?: boolean;
}) => {
  if (!f.dueDate) return <span className="text-muted">No due date</span>;
  return (
    <span
      className={cn(
        'whitespace-nowrap tabular-nums',
        inline ? 'inline-flex items-center gap-1.5' : 'flex flex-col items-start gap-0.5',
      )}
    >
      {formatDate(f.dueDate)}
      {f.overdue ? (
        <Badge variant="danger">
          <Clock className="size-3" aria-hidden />
          Overdue
        </Badge>
      ) : null}
    </span>
  );
};
