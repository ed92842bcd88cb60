import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { LibraryControlItem } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { LibraryRow } from './library-row.tsx';

const ESTIMATED_ROW = 96;
/** Fetch the next page this many rows before the end comes into view. */
const PREFETCH_ROWS = 10;

type Props = {
  controls: readonly LibraryControlItem[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: unknown;
  onLoadMore: () => void;
  stale: boolean;
  frameworkNames: ReadonlyMap<string, string>;
  canAdopt: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string, selected: boolean) => void;
  /** Changes with the filters, to scroll back to the top. */
  resetKey: string;
};

/** The library, virtualised and fetched page by page (the server's cursor) as it scrolls. */
export const LibraryList = ({
  controls,
  total,
  hasMore,
  loadingMore,
  loadMoreError,
  onLoadMore,
  stale,
  frameworkNames,
  canAdopt,
  selected,
  onToggle,
  resetKey,
}: Props) => {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: controls.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && !loadMoreError && last >= controls.length - PREFETCH_ROWS) {
      onLoadMore();
    }
  }, [hasMore, loadingMore, loadMoreError, last, controls.length, onLoadMore]);
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [resetKey]);

  return (
    <div
      ref={scrollRef}
      className="relative max-h-[max(360px,calc(100vh-20rem))] overflow-auto"
      aria-busy={stale || loadingMore}
    >
      <ul
        aria-label="Library controls"
        className={cn('relative', stale && 'opacity-60')}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((v) => {
          const control = controls[v.index];
          return (
            <li
              key={control?.id ?? 'more'}
              data-index={v.index}
              ref={virtualizer.measureElement}
              aria-posinset={v.index + 1}
              aria-setsize={total}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${v.start}px)` }}
            >
              {control ? (
                <LibraryRow
                  control={control}
                  frameworkNames={frameworkNames}
                  canAdopt={canAdopt}
                  selected={selected.has(control.id)}
                  onToggle={onToggle}
                />
              ) : loadMoreError ? (
                <div
                  role="alert"
                  className="flex items-center gap-3 px-4 py-3 text-[13px] text-danger-text"
                >
                  Failed to load more controls.
                  <Button size="sm" onClick={onLoadMore}>
                    Retry
                  </Button>
                </div>
              ) : (
                <div role="status" className="flex flex-col gap-2 px-12 py-4">
                  <span className="sr-only">Loading more controls</span>
                  <Skeleton className="h-3 w-1/3" />
                  <Skeleton className="h-3 w-2/3" />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};
