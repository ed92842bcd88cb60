import { CircleCheck, CircleDashed, CircleMinus, CircleX, type LucideIcon } from 'lucide-react';
import type {
  LibraryControlItem,
  RequirementControl,
  RequirementStatusValue,
} from '@rampart/contracts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { CONTROL_STATE_LABELS, IMPORTANCE_LABELS, STATUS_LABELS } from '../lib/labels.ts';

type Tone = { variant: BadgeVariant; Icon: LucideIcon };

const STATUS_TONES: Record<RequirementStatusValue, Tone> = {
  met: { variant: 'success', Icon: CircleCheck },
  partly_met: { variant: 'warning', Icon: CircleDashed },
  not_met: { variant: 'danger', Icon: CircleX },
  not_applicable: { variant: 'neutral', Icon: CircleMinus },
};

/** A requirement's status: colour, icon and words together, never colour alone (DESIGN.md). */
export const RequirementStatusBadge = ({ status }: { status: RequirementStatusValue }) => {
  const { variant, Icon } = STATUS_TONES[status];
  return (
    <Badge variant={variant}>
      <Icon className="size-3" aria-hidden />
      {STATUS_LABELS[status]}
    </Badge>
  );
};

const STATE_TONES: Record<RequirementControl['state'], Tone> = {
  effective: { variant: 'success', Icon: CircleCheck },
  partial: { variant: 'warning', Icon: CircleDashed },
  not_started: { variant: 'danger', Icon: CircleX },
};

/** Whether a control operates well enough to meet a requirement. */
export const ControlStateBadge = ({ state }: { state: RequirementControl['state'] }) => {
  const { variant, Icon } = STATE_TONES[state];
  return (
    <Badge variant={variant}>
      <Icon className="size-3" aria-hidden />
      {CONTROL_STATE_LABELS[state]}
    </Badge>
  );
};

export const ImportanceBadge = ({
  importance,
}: {
  importance: LibraryControlItem['importance'];
}) => (
  <Badge variant={importance === 'MANDATORY' ? 'accent' : 'neutral'}>
    {IMPORTANCE_LABELS[importance]}
  </Badge>
);
