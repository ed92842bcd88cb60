import { formatNumber } from '@rampart/domain';
import type { Heatmap } from '@rampart/contracts';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

const ORDER = ['critical', 'high', 'medium', 'low'] as const;

type LevelCardsProps = { levels: Heatmap['levels'] | undefined; total: number | undefined };

/** The four count cards (spec §2): each level's count and its share of the total. */
export const LevelCards = ({ levels, total }: LevelCardsProps) => (
  <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
    {ORDER.map((level) => {
      const found = levels?.find((l) => l.level === level);
      return (
        <div
          key={level}
          className="flex flex-col gap-1 rounded-lg border border-border bg-elevated px-4 py-3"
        >
          <dt>
            <RiskBadge level={level} />
            <span className="sr-only"> risks</span>
          </dt>
          <dd className="flex flex-col">
            {found ? (
              <>
                <span className="text-2xl font-semibold text-fg tabular-nums">
                  {formatNumber(found.count)}
                </span>
                <span className="text-[13px] text-muted tabular-nums">
                  {formatNumber(found.percent, 1)}% of {formatNumber(total ?? 0)}
                </span>
              </>
            ) : (
              <>
                <Skeleton className="my-1 h-6 w-16" />
                <Skeleton className="my-0.5 h-3.5 w-24" />
              </>
            )}
          </dd>
        </div>
      );
    })}
  </dl>
);
