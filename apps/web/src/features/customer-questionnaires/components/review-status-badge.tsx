import { CircleCheck, CircleDashed, CircleX, PencilLine, type LucideIcon } from 'lucide-react';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@rampart/contracts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';

// An icon with each colour: the verdict badges use the same colours for other words.
const STYLE: Record<ReviewStatus, { variant: BadgeVariant; Icon: LucideIcon }> = {
  pending: { variant: 'neutral', Icon: CircleDashed },
  accepted: { variant: 'success', Icon: CircleCheck },
  edited: { variant: 'accent', Icon: PencilLine },
  rejected: { variant: 'danger', Icon: CircleX },
};

/** Where a drafted answer's review stands: to review, accepted, edited or rejected. */
export const ReviewStatusBadge = ({ status }: { status: ReviewStatus }) => {
  const { variant, Icon } = STYLE[status];
  return (
    <Badge variant={variant}>
      <Icon className="size-3" aria-hidden />
      {REVIEW_STATUS_LABELS[status]}
    </Badge>
  );
};
