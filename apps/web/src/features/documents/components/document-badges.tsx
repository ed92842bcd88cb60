import { CircleCheck, CircleDashed, Clock, TriangleAlert } from 'lucide-react';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENT_SOURCE_LABELS,
  DOCUMENT_SOURCES,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  type DocumentStatus,
} from '@rampart/contracts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';

export const KIND_OPTIONS = DOCUMENT_KINDS.map((value) => ({
  value,
  label: DOCUMENT_KIND_LABELS[value],
}));
export const STATUS_OPTIONS = DOCUMENT_STATUSES.map((value) => ({
  value,
  label: DOCUMENT_STATUS_LABELS[value],
}));
export const SOURCE_OPTIONS = DOCUMENT_SOURCES.map((value) => ({
  value,
  label: DOCUMENT_SOURCE_LABELS[value],
}));

const STATUS_STYLE: Record<DocumentStatus, { variant: BadgeVariant; Icon: typeof Clock }> = {
  draft: { variant: 'neutral', Icon: CircleDashed },
  in_review: { variant: 'accent', Icon: Clock },
  approved: { variant: 'success', Icon: CircleCheck },
};

/** Draft, in review or approved: a label with its icon, never colour alone. */
export const StatusBadge = ({ status }: { status: DocumentStatus }) => {
  const { variant, Icon } = STATUS_STYLE[status];
  return (
    <Badge variant={variant}>
      <Icon className="size-3" aria-hidden />
      {DOCUMENT_STATUS_LABELS[status]}
    </Badge>
  );
};

const REASONS: Record<string, string> = {
  review_due: 'its review date has come',
  expired: 'it has expired',
};

/** Its review date has come, or its validity ended. */
export const NeedsReviewBadge = ({ reasons }: { reasons: readonly string[] }) => (
  <Badge
    variant="warning"
    title={`Needs review: ${reasons.map((r) => REASONS[r] ?? r).join(' and ')}`}
  >
    <TriangleAlert className="size-3" aria-hidden />
    Needs review
  </Badge>
);
