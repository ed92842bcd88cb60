import { formatNumber } from '@rampart/domain';
import { useState } from 'react';
import { Search } from 'lucide-react';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSearchRisks } from '../api/search-risks.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { STATUS_LABELS } from '../lib/labels.ts';

type RiskPickerProps = { value: string | undefined; onChange: (riskId: string) => void };

/** Find a risk to assess by title, description or owner. */
export const RiskPicker = ({ value, onChange }: RiskPickerProps) => {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const risks = useSearchRisks(search);
  const items = risks.data?.items ?? [];
  return (
    <div className="flex flex-col">
      <div className="relative border-b border-border p-3">
        <Search
          className="pointer-events-none absolute top-1/2 left-5.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search risks to assess"
          placeholder="Search risks"
          className="pl-8"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {risks.isPending ? (
        <SkeletonRows rows={4} label="Loading risks" />
      ) : risks.isError ? (
        <ErrorState
          title="Failed to load risks"
          error={risks.error}
          onRetry={() => void risks.refetch()}
          retrying={risks.isFetching}
          className="py-6"
        />
      ) : items.length === 0 ? (
        <EmptyState
          className="py-6"
          title={search ? `No risks match "${search}"` : 'No risks yet'}
          description={search ? undefined : 'Record risks in the register first.'}
        />
      ) : (
        <ul
          aria-label="Risks"
          className={cn(
            'max-h-72 overflow-y-auto xl:max-h-[calc(100vh-16rem)]',
            risks.isPlaceholderData && 'opacity-60',
          )}
        >
          {items.map((r) => (
            <li key={r.id} className="border-b border-border last:border-b-0">
              <button
                type="button"
                aria-current={r.id === value ? 'true' : undefined}
                onClick={() => onChange(r.id)}
                className={cn(
                  'flex w-full flex-col gap-1 px-3 py-2 text-left text-[13px]',
                  r.id === value ? 'bg-accent-subtle' : 'hover:bg-hover',
                )}
              >
                <span className="line-clamp-2 font-medium text-fg">{r.title}</span>
                <span className="flex items-center gap-2 text-xs text-muted">
                  <RiskBadge level={r.riskLevel} />
                  {STATUS_LABELS[r.status]} · {r.owner}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {risks.data && risks.data.total > items.length ? (
        <p className="border-t border-border px-3 py-2 text-xs text-muted">
          Showing {items.length} of {formatNumber(risks.data.total)}; search to narrow down.
        </p>
      ) : null}
    </div>
  );
};
