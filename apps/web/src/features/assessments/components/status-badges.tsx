import {
  CircleCheck,
  CircleDashed,
  CircleDot,
  CircleMinus,
  CircleX,
  Lock,
  type LucideIcon,
} from 'lucide-react';
import type {
  AssessmentResult,
  AssessmentStatus,
  RequirementStatusValue,
} from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { RESULT_LABELS, RESULT_VARIANTS, STATUS_LABELS, SUGGESTED_LABELS } from '../lib/labels.ts';

// Every badge pairs its colour with an icon and a word (DESIGN.md: never colour alone).
const RESULT_ICONS: Record<AssessmentResult, LucideIcon> = {
  not_assessed: CircleDashed,
  met: CircleCheck,
  partly_met: CircleDot,
  not_met: CircleX,
  not_applicable: CircleMinus,
};

export const ResultBadge = ({ result }: { result: AssessmentResult }) => {
  const Icon = RESULT_ICONS[result];
  return (
    <Badge variant={RESULT_VARIANTS[result]}>
      <Icon className="size-3" aria-hidden />
      {RESULT_LABELS[result]}
    </Badge>
  );
};

/** What the controls suggest, drawn lighter than a recorded result. */
export const SuggestedBadge = ({ status }: { status: RequirementStatusValue }) => {
  const Icon = RESULT_ICONS[status];
  return (
    <span className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-muted">
      <Icon className="size-3" aria-hidden />
      {SUGGESTED_LABELS[status]}
    </span>
  );
};

export const AssessmentStatusBadge = ({ status }: { status: AssessmentStatus }) =>
  status === 'signed_off' ? (
    <Badge variant="success">
      <Lock className="size-3" aria-hidden />
      {STATUS_LABELS.signed_off}
    </Badge>
  ) : (
    <Badge variant="accent">
      <CircleDot className="size-3" aria-hidden />
      {STATUS_LABELS.in_progress}
    </Badge>
  );
