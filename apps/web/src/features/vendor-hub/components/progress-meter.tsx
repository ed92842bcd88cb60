type Props = {
  /** 0..100 */
  value: number;
  label: string;
  /** The number as written ("54.5%"); a whole percentage by default. */
  valueText?: string;
  /** The label above the bar, not only for screen readers. */
  showLabel?: boolean;
};

/** A labelled progress bar with its number written out, so the bar is never the only carrier. */
export const ProgressMeter = ({ value, label, valueText, showLabel = false }: Props) => {
  const clamped = Math.max(0, Math.min(100, value));
  const text = valueText ?? `${Math.round(clamped)}%`;
  const bar = (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={text}
      className="h-2 flex-1 overflow-hidden rounded-full bg-hover"
    >
      <div
        className="h-full rounded-full bg-accent transition-[width] duration-300"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
  if (showLabel) {
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-baseline justify-between text-xs">
          <span className="text-muted">{label}</span>
          <span className="font-medium text-fg tabular-nums">{text}</span>
        </div>
        {bar}
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3">
      {bar}
      <span className="w-12 text-right text-sm font-medium text-fg tabular-nums">{text}</span>
    </div>
  );
};
