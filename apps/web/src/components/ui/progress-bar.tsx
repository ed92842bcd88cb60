import { cn } from '../../lib/cn.ts';

/** A labelled progress bar (0..100) whose value is read out by screen readers. */
export const ProgressBar = ({
  value,
  label,
  tone = 'accent',
  className,
}: {
  value: number;
  label: string;
  tone?: 'accent' | 'danger';
  className?: string;
}) => (
  <div className={cn('flex items-center gap-3', className)}>
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 flex-1 overflow-hidden rounded-full bg-surface"
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-300',
          tone === 'danger' ? 'bg-danger' : 'bg-accent',
        )}
        style={{ width: `${Math.max(0, Math.min(100, value))}%` }}
      />
    </div>
    <span className="w-10 text-right text-sm font-medium text-fg tabular-nums">{value}%</span>
  </div>
);
