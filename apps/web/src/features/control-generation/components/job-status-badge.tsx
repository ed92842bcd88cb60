import { CheckCircle2, CircleDashed, Clock, Loader2, XCircle } from 'lucide-react';
import type { AiJobStatus } from '@rampart/contracts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';

const STYLES: Record<AiJobStatus, { label: string; variant: BadgeVariant; Icon: typeof Clock }> = {
  queued: { label: 'Queued', variant: 'neutral', Icon: Clock },
  running: { label: 'Running', variant: 'accent', Icon: Loader2 },
  completed: { label: 'Completed', variant: 'success', Icon: CheckCircle2 },
  failed: { label: 'Failed', variant: 'danger', Icon: XCircle },
  cancelled: { label: 'Cancelled', variant: 'warning', Icon: CircleDashed },
};

/** A job's state, by icon and word (never colour alone). */
export const JobStatusBadge = ({ status }: { status: AiJobStatus }) => {
  const { label, variant, Icon } = STYLES[status];
  return (
    <Badge variant={variant}>
      <Icon className="size-3" aria-hidden />
      {label}
    </Badge>
  );
};
