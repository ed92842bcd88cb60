import { AlertOctagon, AlertTriangle, CircleCheck, CircleDot, Clock, Signal } from 'lucide-react';
import type { VendorComplianceStatus, VendorStatus, VendorTier } from '@rampart/contracts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { COMPLIANCE_LABELS, STATUS_LABELS, TIER_LABELS } from '../../../lib/vendor-labels.ts';

// The compliance status follows the risk score, so it wears the one risk scale of styles.css
// (compliant = low ... critical risk = critical), always with its icon and words.
const complianceStyles: Record<
  VendorComplianceStatus,
  { className: string; Icon: typeof CircleDot }
> = {
  COMPLIANT: {
    className: 'bg-risk-low-subtle text-risk-low-text border-risk-low-text/25',
    Icon: CircleCheck,
  },
  MODERATE_RISK: {
    className: 'bg-risk-medium-subtle text-risk-medium-text border-risk-medium-text/25',
    Icon: CircleDot,
  },
  HIGH_RISK: {
    className: 'bg-risk-high-subtle text-risk-high-text border-risk-high-text/25',
    Icon: AlertTriangle,
  },
  CRITICAL_RISK: {
    className: 'bg-risk-critical-subtle text-risk-critical-text border-risk-critical-text/25',
    Icon: AlertOctagon,
  },
};

export const ComplianceBadge = ({
  status,
  className,
}: {
  status: VendorComplianceStatus | null;
  className?: string;
}) => {
  if (!status) return <span className="text-muted">Not assessed</span>;
  const { className: tone, Icon } = complianceStyles[status];
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center gap-1 rounded border px-1.5 text-xs font-medium whitespace-nowrap',
        tone,
        className,
      )}
    >
      <Icon className="size-3" aria-hidden />
      {COMPLIANCE_LABELS[status]}
    </span>
  );
};

// The tier is how much the organisation depends on the vendor, not a risk level: it keeps the
// neutral badge colours so it is not read as one.
const tierVariant: Record<VendorTier, BadgeVariant> = {
  critical: 'accent',
  high: 'accent',
  medium: 'neutral',
  low: 'neutral',
};

export const TierBadge = ({ tier }: { tier: VendorTier }) => (
  <Badge variant={tierVariant[tier]}>
    <Signal className="size-3" aria-hidden />
    {TIER_LABELS[tier]}
    <span className="sr-only"> tier</span>
  </Badge>
);

export const StatusText = ({ status }: { status: VendorStatus }) => (
  <span className={status === 'offboarded' ? 'text-muted' : undefined}>
    {STATUS_LABELS[status]}
  </span>
);

export const OverdueBadge = ({ label = 'Overdue' }: { label?: string }) => (
  <Badge variant="danger">
    <Clock className="size-3" aria-hidden />
    {label}
  </Badge>
);

/** The vendor risk score, 0 to 100, higher riskier; a dash before the first assessment. */
export const RiskScore = ({ score }: { score: number | null }) =>
  score === null ? (
    <span className="text-muted">—</span>
  ) : (
    <span className="tabular-nums">{score}</span>
  );
