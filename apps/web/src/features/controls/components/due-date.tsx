import { Clock } from 'lucide-react';
import { formatDate, isOverdue } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

type Props = {
  date: string | null;
  /** Stacked (tables: keeps columns narrow) or on one line (definition lists). */
  inline?: boolean;
  now?: Date;
};

/** A test date, with an Overdue badge once it has passed. */
export const DueDate = ({ date, inline = false, now = new Date() }: Props) => {
  if (!date) return <span className="text-muted">Not scheduled</span>;
  const late = isOverdue(new Date(date), now);
  return (
    <span
      className={cn(
        'whitespace-nowrap tabular-nums',
        inline ? 'inline-flex items-center gap-1.5' : 'flex flex-col items-start gap-0.5',
      )}
    >
      {formatDate(date)}
      {late ? (
        <Badge variant="danger">
          <Clock className="size-3" aria-hidden />
          Overdue
        </Badge>
      ) : null}
    </span>
  );
};
