import { cn } from '../../../lib/cn.ts';

export type ScoreBarItem = { label: string; value: number; note?: string };

const clampPercent = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/**
 * Values out of 100 as labelled bars. The number is always written beside its bar: the bar
 * helps the eye compare, the text carries the meaning.
 */
export const ScoreBars = ({
  items,
  label,
  className,
}: {
  items: readonly ScoreBarItem[];
  /** The list's accessible name: "Framework coverage". */
  label: string;
  className?: string;
}) => (
  <ul aria-label={label} className={cn('flex flex-col gap-2', className)}>
    {items.map((item) => {
      const value = clampPercent(item.value);
      return (
        <li
          key={item.label}
          className="grid grid-cols-[8rem_1fr_3rem] items-center gap-3 text-[13px]"
        >
          <span className="truncate text-fg">
            {item.label}
            {item.note ? (
              <span className="block truncate text-xs text-muted">{item.note}</span>
            ) : null}
          </span>
          <span aria-hidden className="h-2 overflow-hidden rounded-full bg-hover">
            <span className="block h-full rounded-full bg-accent" style={{ width: `${value}%` }} />
          </span>
          <span className="text-right text-fg tabular-nums">{value}%</span>
        </li>
      );
    })}
  </ul>
);
