import { RiskBadge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useRiskOptions } from '../api/search-risks.ts';

type Props = {
  search: string;
  /** Risks already mapped: shown, but not offered again. */
  mapped: readonly string[];
  value: string | null;
  onChange: (risk: { id: string; title: string }) => void;
};

/** The risks matching the search, as a list of choices. */
export const RiskOptions = ({ search, mapped, value, onChange }: Props) => {
  const risks = useRiskOptions(search);
  if (risks.isPending) return <SkeletonRows rows={4} label="Loading risks" />;
  if (risks.isError) {
    return (
      <ErrorState
        title="Failed to load risks"
        error={risks.error}
        onRetry={() => void risks.refetch()}
        retrying={risks.isFetching}
        className="py-6"
      />
    );
  }
  const items = risks.data.items;
  if (items.length === 0) {
    return (
      <EmptyState
        className="py-6"
        title={search ? `No risks match "${search}"` : 'No risks yet'}
        description={search ? undefined : 'Record risks in the Risk Register first.'}
      />
    );
  }
  return (
    <div>
      <ul
        aria-label="Risks"
        className={cn(
          'max-h-64 overflow-y-auto rounded-md border border-border',
          risks.isPlaceholderData && 'opacity-60',
        )}
      >
        {items.map((r) => {
          const done = mapped.includes(r.id);
          return (
            <li key={r.id} className="border-b border-border last:border-b-0">
              <button
                type="button"
                disabled={done}
                aria-pressed={r.id === value}
                onClick={() => onChange({ id: r.id, title: r.title })}
                className={cn(
                  'flex w-full items-center gap-2 px-3 py-2 text-left text-[13px] disabled:opacity-60',
                  r.id === value ? 'bg-accent-subtle' : 'hover:bg-hover',
                )}
              >
                <span className="min-w-0 flex-1 truncate font-medium text-fg">{r.title}</span>
                {done ? <span className="text-xs text-muted">Mapped</span> : null}
                <RiskBadge level={r.riskLevel} />
              </button>
            </li>
          );
        })}
      </ul>
      {risks.data.total > items.length ? (
        <p className="mt-1 text-xs text-muted">
          Showing {items.length} of {risks.data.total.toLocaleString()}; search to narrow down.
        </p>
      ) : null}
    </div>
  );
};
