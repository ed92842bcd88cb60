import { Fragment } from 'react';
import {
  Check,
  CircleCheck,
  CircleX,
  Clock,
  MailQuestion,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import {
  TRUST_REQUEST_STATUS_LABELS,
  type TrustAccessRequest,
  type TrustRequestStatus,
} from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { requesterLine, requestSteps } from '../lib/access-words.ts';

const STATUS_STYLE: Record<TrustRequestStatus, { variant: BadgeVariant; Icon: LucideIcon }> = {
  pending: { variant: 'warning', Icon: Clock },
  unconfirmed: { variant: 'neutral', Icon: MailQuestion },
  approved: { variant: 'success', Icon: CircleCheck },
  denied: { variant: 'neutral', Icon: CircleX },
};

const StatusBadge = ({ status }: { status: TrustRequestStatus }) => {
  const { variant, Icon } = STATUS_STYLE[status];
  return (
    <Badge variant={variant}>
      <Icon className="size-3" aria-hidden />
      {TRUST_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
};

type Props = {
  request: TrustAccessRequest;
  now: number;
  onApprove: (request: TrustAccessRequest) => void;
  onDeny: (request: TrustAccessRequest) => void;
};

/** A visitor's request: who, why, what they accepted, and (while it waits) Approve or Deny. */
export const RequestRow = ({ request, now, onApprove, onDeny }: Props) => (
  <li className="flex flex-col gap-2 px-4 py-3 md:flex-row md:items-start md:gap-4">
    <div className="min-w-0 flex-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-[13px] font-medium [overflow-wrap:anywhere] text-fg">
          {request.name}
        </span>
        <StatusBadge status={request.status} />
        {request.autoApproved ? (
          <Badge variant="accent">
            <Zap className="size-3" aria-hidden />
            Auto-approved
          </Badge>
        ) : null}
      </p>
      <p className="text-xs [overflow-wrap:anywhere] text-muted">{requesterLine(request)}</p>
      {request.reason ? (
        <p className="mt-1.5 border-l-2 border-border-strong pl-2 text-[13px] whitespace-pre-line [overflow-wrap:anywhere] text-fg">
          <span className="sr-only">Reason: </span>
          {request.reason}
        </p>
      ) : null}
      <p className="mt-1.5 text-xs text-muted" title={`Asked ${formatDateTime(request.createdAt)}`}>
        {/* Each step wraps as a whole on a phone, not in the middle of its moment. */}
        {requestSteps(request, now).map((step, i) => (
          <Fragment key={i}>
            {i > 0 ? ' · ' : null}
            <span className="inline-block">{step}</span>
          </Fragment>
        ))}
      </p>
    </div>
    {request.status === 'pending' ? (
      <div className="flex flex-wrap items-center gap-1.5 md:justify-end">
        <Button size="sm" variant="primary" onClick={() => onApprove(request)}>
          <Check aria-hidden />
          Approve
          <span className="sr-only"> {request.name}</span>
        </Button>
        <Button size="sm" onClick={() => onDeny(request)}>
          <X aria-hidden />
          Deny
          <span className="sr-only"> {request.name}</span>
        </Button>
      </div>
    ) : null}
  </li>
);
