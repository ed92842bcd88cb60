import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useControlOptions, VENDOR_CONTROL_CATEGORY } from '../api/get-control-options.ts';

type Props = {
  search: string;
  value: string | null;
  onChange: (choice: { id: string; title: string }) => void;
};

/** The organisation's controls matching a search, vendor-management ones first, as radios. */
export const ControlOptions = ({ search, value, onChange }: Props) => {
  const text = useDebounced(search.trim(), 250);
  const controls = useControlOptions(text);
  if (controls.isPending) return <SkeletonRows rows={3} label="Loading controls" />;
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
  const items = controls.data.items;
  if (items.length === 0) {
    return (
      <EmptyState
        className="py-6"
        title={text ? `No controls match "${text}"` : 'The control library is empty'}
        description={text ? 'Try another word.' : 'Add controls in the control library first.'}
      />
    );
  }
  return (
    <div
      role="radiogroup"
      aria-label="Controls"
      className="max-h-64 overflow-y-auto rounded-md border border-border"
    >
      {items.map((c) => (
        <label
          key={c.id}
          className={cn(
            'flex cursor-pointer items-start gap-3 border-b border-border px-3 py-2 text-[13px] last:border-b-0',
            value === c.id ? 'bg-accent-subtle' : 'hover:bg-hover',
          )}
        >
          <input
            type="radio"
            name="control"
            className="mt-0.5 accent-accent"
            checked={value === c.id}
            onChange={() => onChange({ id: c.id, title: c.title })}
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-fg">{c.title}</span>
            <span className="block truncate text-xs text-muted capitalize">
              {c.type} · {c.owner}
            </span>
          </span>
          {c.category === VENDOR_CONTROL_CATEGORY ? (
            <Badge variant="accent">Vendor management</Badge>
          ) : null}
        </label>
      ))}
    </div>
  );
};
