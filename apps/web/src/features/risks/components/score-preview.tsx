import { riskLevel, riskScore, SCALE_MAX } from '@rampart/domain';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

type ScorePreviewProps = {
  likelihood: number;
  impact: number;
  label?: string;
  className?: string;
};

/** The score and level of a likelihood and impact, recomputed as they change (domain rules). */
export const ScorePreview = ({
  likelihood,
  impact,
  label = 'Inherent risk',
  className,
}: ScorePreviewProps) => {
  const score = riskScore(likelihood, impact);
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border bg-surface px-3 py-2',
        className,
      )}
      aria-live="polite"
    >
      <span className="text-xs whitespace-nowrap text-muted">{label}</span>
      <span className="text-sm whitespace-nowrap text-fg tabular-nums">
        <span className="text-base font-semibold">{score}</span>
        <span className="text-muted"> / {SCALE_MAX * SCALE_MAX}</span>
      </span>
      <RiskBadge level={riskLevel(score)} />
      <span className="ml-auto text-xs whitespace-nowrap text-muted tabular-nums">
        {likelihood} × {impact}
      </span>
    </div>
  );
};
