import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useControlOptions, type ControlOption } from '../api/search-controls.ts';
import { IMPLEMENTATION_LABELS } from '../lib/labels.ts';

type Props = {
  search: string;
  /** Controls already mapped: shown, but not offered again. */
  mapped: readonly string[];
  value: string | null;
  onChange: (control: ControlOption) => void;
};

/** The organisation's controls matching the search, as a list of choices. */
export const ControlOptions = ({ search, mapped, value, onChange }: Props) => {
  const controls = useControlOptions(search, true);
  if (controls.isPending) return <SkeletonRows rows={4} label="Loading controls" />;
  if (controls.isError) {
    return (
      <ErrorState
        title="Failed to load controls"
        error={controls.error}
        onRetry={() => void controls.refetch()}
        retrying={controls.isFetching}
        className="py-6"
      />
    );
  }
  if (controls.data.length === 0) {
    return (
      <EmptyState
        className="py-6"
        title={search ? `No controls match "${search}"` : 'No controls yet'}
        description={
          search ? undefined : 'Add controls in the register, or adopt them from the library.'
        }
      />
    );
  }
  return (
    <ul
      aria-label="Controls"
      className={cn(
        'max-h-64 overflow-y-auto rounded-md border border-border',
        controls.isPlaceholderData && 'opacity-60',
      )}
    >
      {controls.data.map((c) => {
        const done = mapped.includes(c.id);
        return (
          <li key={c.id} className="border-b border-border last:border-b-0">
            <button
              type="button"
              disabled={done}
              aria-pressed={c.id === value}
              onClick={() => onChange(c)}
              className={cn(
                'flex w-full items-center gap-2 px-3 py-2 text-left text-[13px] disabled:opacity-60',
                c.id === value ? 'bg-accent-subtle' : 'hover:bg-hover',
              )}
            >
              <span className="min-w-0 flex-1 truncate font-medium text-fg">{c.title}</span>
              <span className="text-xs text-muted">
                {done ? 'Mapped' : IMPLEMENTATION_LABELS[c.implementationStatus]}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
};
