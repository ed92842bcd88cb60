import { Link } from '@tanstack/react-router';
import { ArrowRight, MousePointerClick } from 'lucide-react';
import { SCALE_LABELS, formatNumber } from '@rampart/domain';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CATEGORY_GROUPS, STATUS_GROUPS, type Segment } from '../lib/heatmap-groups.ts';
import type { MatrixCell } from '../../../lib/heatmap-matrix.ts';
import type { Basis } from '../lib/heatmap-state.ts';

type DetailPanelProps = {
  cell: MatrixCell | null;
  basis: Basis;
  segments?: readonly Segment[];
  category: string[];
  framework: string[];
};

const groupLabel = (groups: readonly { key: string; label: string }[], key: string) =>
  groups.find((g) => g.key === key)?.label ?? key;

type RegisterCategory = 'OPERATIONAL' | 'FINANCIAL' | 'STRATEGIC' | 'COMPLIANCE' | 'TECHNOLOGY';

/** The selected cell's risks (the server's top list), with links to each and to the register. */
export const HeatmapDetailPanel = ({
  cell,
  basis,
  segments,
  category,
  framework,
}: DetailPanelProps) => {
  if (!cell) {
    return (
      <EmptyState
        icon={MousePointerClick}
        title="Select a cell"
        description="Its risks, highest score first, appear here."
      />
    );
  }
  const search = {
    riskLevel: basis === 'inherent' ? [cell.level] : undefined,
    category: category.length > 0 ? (category as RegisterCategory[]) : undefined,
    framework: framework.length > 0 ? framework : undefined,
    sortBy: basis === 'inherent' ? ('riskScore' as const) : ('residualScore' as const),
  };
  return (
    <section aria-labelledby="heatmap-detail-title" className="flex flex-col gap-3 p-4">
      <div>
        <h2 id="heatmap-detail-title" className="text-sm font-semibold text-fg">
          Likelihood {cell.likelihood} ({SCALE_LABELS[cell.likelihood - 1]}) × Impact {cell.impact}{' '}
          ({SCALE_LABELS[cell.impact - 1]})
        </h2>
        <p className="mt-1 flex items-center gap-2 text-[13px] text-muted">
          <RiskBadge level={cell.level} />
          Score {cell.score} · {cell.count === 1 ? '1 risk' : `${formatNumber(cell.count)} risks`} (
          {basis})
        </p>
      </div>
      {segments && segments.length > 0 ? (
        <ul className="flex flex-col gap-1 text-[13px]" aria-label="Breakdown">
          {segments.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <span className="size-2.5 rounded-full" style={{ background: s.color }} aria-hidden />
              <span className="flex-1 text-fg">{s.label}</span>
              <span className="text-muted tabular-nums">{formatNumber(s.count)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {cell.count === 0 ? (
        <p className="text-[13px] text-muted">No risks sit in this cell.</p>
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-border rounded-md border border-border">
            {cell.top.map((r) => (
              <li key={r.id} className="px-3 py-2 text-[13px]">
                <Link
                  to="/dashboard/risks/$riskId"
                  params={{ riskId: r.id }}
                  className="font-medium text-fg hover:underline"
                >
                  {r.title}
                </Link>
                <p className="text-xs text-muted">
                  Score {r.score} · {groupLabel(CATEGORY_GROUPS, r.category)} ·{' '}
                  {groupLabel(STATUS_GROUPS, r.status)}
                </p>
              </li>
            ))}
          </ol>
          {cell.count > cell.top.length ? (
            <p className="text-xs text-muted">
              The {cell.top.length} highest-scored of {formatNumber(cell.count)}.
            </p>
          ) : null}
        </>
      )}
      <Link
        to="/dashboard/risks"
        search={search}
        className="inline-flex items-center gap-1 text-[13px] font-medium text-accent-text hover:underline"
      >
        {basis === 'inherent'
          ? `View all ${cell.level} risks in the register`
          : 'View all in the register, by residual score'}
        <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </section>
  );
};
