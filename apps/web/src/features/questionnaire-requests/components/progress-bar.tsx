/** Required questions answered, as a bar and in words. */
export const ProgressBar = ({
  label,
  answered,
  required,
  percent,
  compact = false,
}: {
  label: string;
  answered: number;
  required: number;
  percent: number;
  compact?: boolean;
}) => (
  <div className="flex flex-col gap-1">
    {compact ? null : (
      <p className="flex justify-between text-sm text-muted">
        <span>{label}</span>
        <span className="tabular-nums">
          {answered} of {required}
        </span>
      </p>
    )}
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${answered} of ${required} (${percent}%)`}
      className="h-2 w-full overflow-hidden rounded-full bg-surface ring-1 ring-border"
    >
      <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
    </div>
  </div>
);
