import { CircleCheck, Split, TriangleAlert, type LucideIcon } from 'lucide-react';
import { LIBRARY_STANDING_LABELS, type LibraryStanding } from '@rampart/contracts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';

// An icon with each colour: the verdict badges use the same colours for other words.
const STANDING_STYLE: Record<LibraryStanding, { variant: BadgeVariant; Icon: LucideIcon }> = {
  current: { variant: 'neutral', Icon: CircleCheck },
  stale: { variant: 'warning', Icon: TriangleAlert },
  conflicting: { variant: 'danger', Icon: Split },
};

/** Whether an approved answer is reused: current, stale, or disagreeing with another. */
export const StandingBadge = ({ standing }: { standing: LibraryStanding }) => {
  const { variant, Icon } = STANDING_STYLE[standing];
  return (
    <Badge variant={variant}>
      <Icon className="size-3" aria-hidden />
      {LIBRARY_STANDING_LABELS[standing]}
    </Badge>
  );
};

export { VerdictBadge } from '../../../components/ui/answer-records.tsx';
