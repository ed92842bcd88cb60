import { cn } from '../../lib/cn.ts';
import { formatPercent } from '../../lib/percent.ts';

type ShareBarProps = {
  label: string;
  /** 0..100 */
  value: number;
  tone?: 'success' | 'accent';
  className?: string;
};

/**
 * A labelled share (requirements met, say) with its number written out above the bar, so the bar
 * is never the only carrier. ProgressBar is the one for work under way.
 */
export const ShareBar = ({ label, value, tone = 'accent', className }: ShareBarProps) => {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-baseline justify-between text-xs">
        <span className="text-muted">{label}</span>
        <span className="font-medium text-fg tabular-nums">{formatPercent(value)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={formatPercent(value)}
        className="h-1.5 overflow-hidden rounded-full bg-hover"
      >
        <div
          className={cn(
            'h-full rounded-full',
            tone === 'success' ? 'bg-success-text' : 'bg-accent',
          )}
          style={{ width: `${clamped}%` }}
        />
      </div>
    </div>
  );
};
