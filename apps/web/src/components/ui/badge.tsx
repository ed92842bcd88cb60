import type { HTMLAttributes } from 'react';
import { AlertOctagon, AlertTriangle, CircleCheck, CircleDot } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export type BadgeVariant = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

const variants: Record<BadgeVariant, string> = {
  neutral: 'border-border bg-surface text-muted',
  accent: 'border-accent/25 bg-accent-subtle text-accent-text',
  success: 'border-success-text/25 bg-success-subtle text-success-text',
  warning: 'border-warning-text/25 bg-warning-subtle text-warning-text',
  danger: 'border-danger-text/25 bg-danger-subtle text-danger-text',
};

export const Badge = ({
  variant = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) => (
  <span
    className={cn(
      'inline-flex h-5 items-center gap-1 rounded border px-1.5 text-xs font-medium whitespace-nowrap',
      variants[variant],
      className,
    )}
    {...props}
  />
);

export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';

// The risk scale of styles.css; an icon and a label go with every colour (never colour alone).
const riskStyles: Record<RiskLevel, { className: string; label: string; Icon: typeof CircleDot }> =
  {
    low: {
      className: 'bg-risk-low-subtle text-risk-low-text border-risk-low-text/25',
      label: 'Low',
      Icon: CircleCheck,
    },
    medium: {
      className: 'bg-risk-medium-subtle text-risk-medium-text border-risk-medium-text/25',
      label: 'Medium',
      Icon: CircleDot,
    },
    high: {
      className: 'bg-risk-high-subtle text-risk-high-text border-risk-high-text/25',
      label: 'High',
      Icon: AlertTriangle,
    },
    critical: {
      className: 'bg-risk-critical-subtle text-risk-critical-text border-risk-critical-text/25',
      label: 'Critical',
      Icon: AlertOctagon,
    },
  };

export const RiskBadge = ({ level, className }: { level: RiskLevel; className?: string }) => {
  const { className: tone, label, Icon } = riskStyles[level];
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center gap-1 rounded border px-1.5 text-xs font-medium',
        tone,
        className,
      )}
    >
      <Icon className="size-3" aria-hidden />
      {label}
    </span>
  );
};
