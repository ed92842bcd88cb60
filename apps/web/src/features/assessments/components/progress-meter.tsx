import { formatNumber } from '@rampart/domain';
import type { AssessmentProgress } from '@rampart/contracts';

/** "31 of 93 · 33%" with a bar; the numbers carry the meaning, the bar only echoes them. */
export const ProgressMeter = ({
  progress,
  label,
}: {
  progress: AssessmentProgress;
  label: string;
}) => (
  <div className="flex min-w-40 items-center gap-2">
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress.percentAssessed}
      className="h-1.5 w-20 shrink-0 overflow-hidden rounded-full bg-hover"
    >
      <div
        className="h-full rounded-full bg-accent"
        style={{ width: `${progress.percentAssessed}%` }}
      />
    </div>
    <span className="text-xs whitespace-nowrap text-muted tabular-nums">
      {formatNumber(progress.assessed)} of {formatNumber(progress.total)} ·{' '}
      {progress.percentAssessed}%
    </span>
  </div>
);
