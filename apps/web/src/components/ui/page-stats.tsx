import type { ReactNode } from 'react';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';

export type PageStat = {
  label: string;
  value: ReactNode;
  trend?: 'up' | 'down' | 'neutral';
  /** Words for the trend, e.g. "+3 this week"; defaults to Up / Down / No change. */
  trendLabel?: string;
};

const trends = {
  up: { Icon: ArrowUpRight, text: 'Up' },
  down: { Icon: ArrowDownRight, text: 'Down' },
  neutral: { Icon: ArrowRight, text: 'No change' },
} as const;

/** Stats badges: the trend is an arrow plus words, never colour alone. */
export const PageStats = ({ stats }: { stats: readonly PageStat[] }) => (
  <dl className="mt-4 flex flex-wrap gap-2">
    {stats.map((s) => {
      const trend = s.trend ? trends[s.trend] : null;
      return (
        <div
          key={s.label}
          className="flex min-w-32 flex-col rounded-md border border-border bg-elevated px-3 py-2"
        >
          <dt className="text-xs text-muted">{s.label}</dt>
          <dd className="flex items-baseline gap-2">
            <span className="text-lg font-semibold text-fg tabular-nums">{s.value}</span>
            {trend ? (
              <span className="inline-flex items-center gap-0.5 text-xs text-muted">
                <trend.Icon className="size-3.5" aria-hidden />
                {s.trendLabel ?? trend.text}
              </span>
            ) : null}
          </dd>
        </div>
      );
    })}
  </dl>
);
