import { Link } from '@tanstack/react-router';
import { ArrowRight, ShieldAlert } from 'lucide-react';
import type { RcsaSummary } from '@rampart/contracts';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRcsaSummary } from '../api/get-rcsa-summary.ts';

const ORDER = ['critical', 'high', 'medium', 'low'] as const;

const count = (summary: RcsaSummary, level: string, basis: 'inherent' | 'residual') =>
  summary.levels.find((l) => l.level === level)?.[basis] ?? 0;

/** Risks by level, inherent and residual, from the server's RCSA summary. */
export const RiskSummaryCard = () => {
  const summary = useRcsaSummary();
  return (
    <Card>
      <CardHeader
        title="Risks by level"
        description="Inherent, and residual after controls."
        actions={
          <Link to="/dashboard/risks/heatmap" className={buttonClasses('ghost', 'sm')}>
            Heat map
            <ArrowRight aria-hidden />
          </Link>
        }
      />
      {summary.isPending ? (
        <div role="status" className="flex flex-col gap-3 p-4">
          <span className="sr-only">Loading risk figures</span>
          {ORDER.map((l) => (
            <Skeleton key={l} className="h-5 w-full" />
          ))}
        </div>
      ) : summary.isError ? (
        <ErrorState
          title="Failed to load risks"
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : summary.data.totalRisks === 0 ? (
        <EmptyState
          icon={ShieldAlert}
          title="No risks recorded yet"
          description="Levels appear here once the register holds risks."
          action={
            <Link to="/dashboard/risks" search={{}} className={buttonClasses('primary')}>
              Open the risk register
            </Link>
          }
        />
      ) : (
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
                  <Link
                    to="/dashboard/risks"
                    search={{ riskLevel: [level] }}
                    className="rounded hover:underline"
                  >
                    <RiskBadge level={level} />
                  </Link>
                </th>
                <td className="px-4 py-2 text-right text-fg tabular-nums">
                  {count(summary.data, level, 'inherent').toLocaleString()}
                </td>
                <td className="px-4 py-2 text-right text-fg tabular-nums">
                  {count(summary.data, level, 'residual').toLocaleString()}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
};
