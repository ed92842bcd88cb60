import { formatNumber } from '@rampart/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownRight, ArrowUpRight, ShieldAlert } from 'lucide-react';
import type { DashboardRiskLevels, LevelCounts } from '@rampart/contracts';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { riskLevelsQuery } from '../api/get-widgets.ts';
import { WidgetCard } from './widget-card.tsx';

const ORDER = ['critical', 'high', 'medium', 'low'] as const;

/** "+2" / "−1" / "no change" against 30 days ago, in words a screen reader says too. */
const Change = ({ now, before, level }: { now: number; before: number; level: string }) => {
  const diff = now - before;
  if (diff === 0) return <span className="text-xs text-muted">no change</span>;
  // More risks at critical or high is bad news; fewer is good. Lower levels are neutral.
  const serious = level === 'critical' || level === 'high';
  const tone = !serious ? 'text-muted' : diff > 0 ? 'text-danger-text' : 'text-success-text';
  const Icon = diff > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <span className={`inline-flex items-center gap-0.5 text-xs tabular-nums ${tone}`}>
      <Icon className="size-3.5" aria-hidden />
      {diff > 0 ? `+${diff}` : `−${Math.abs(diff)}`}
      <span className="sr-only"> since 30 days ago</span>
    </span>
  );
};

const Cell = ({
  now,
  before,
  level,
}: {
  now: LevelCounts;
  before: LevelCounts;
  level: (typeof ORDER)[number];
}) => (
  <td className="px-4 py-2 text-right">
    <span className="mr-2 text-fg tabular-nums">{formatNumber(now[level])}</span>
    <Change now={now[level]} before={before[level]} level={level} />
  </td>
);

/** Risks by level, inherent and residual, with the change over 30 days (from the history). */
export const RiskLevelsWidget = () => {
  const query = useQuery(riskLevelsQuery);
  return (
    <WidgetCard<DashboardRiskLevels>
      title="Risks by level"
      description="Inherent and residual, with the change over 30 days."
      to="/dashboard/risks"
      linkLabel="Register"
      query={query}
      empty={(d) =>
        d.now.total === 0 && d.before.total === 0
          ? {
              icon: ShieldAlert,
              title: 'No risks recorded yet',
              description: 'Levels appear here once the register holds risks.',
            }
          : null
      }
    >
      {(d) => (
        <table className="w-full text-[13px]">
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="px-4 py-2 text-left font-medium">
                Level
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Inherent
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Residual
              </th>
            </tr>
          </thead>
          <tbody>
            {ORDER.map((level) => (
              <tr key={level} className="border-t border-border">
                <th scope="row" className="px-4 py-2 text-left font-normal">
                  <RiskBadge level={level} />
                </th>
                <Cell now={d.now.inherent} before={d.before.inherent} level={level} />
                <Cell now={d.now.residual} before={d.before.residual} level={level} />
              </tr>
            ))}
            <tr className="border-t border-border text-muted">
              <th scope="row" className="px-4 py-2 text-left font-normal">
                Total
              </th>
              <td colSpan={2} className="px-4 py-2 text-right tabular-nums">
                {formatNumber(d.now.total)} risks ({formatNumber(d.before.total)} 30 days ago)
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </WidgetCard>
  );
};
