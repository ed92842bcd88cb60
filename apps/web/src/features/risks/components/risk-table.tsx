import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { risksPageQueryOptions, useRiskPages, useRisksFirstPage } from '../api/get-risks-page.ts';
import { RISK_KEYS } from '../api/keys.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { fitColumns } from '../lib/columns.ts';
import { pageCount, pagesForRange, RISK_PAGE_SIZE, rowAt } from '../lib/page-window.ts';
import type { RiskListParams, RiskSortColumn, SortDirection } from '../lib/register-search.ts';
import { RISK_COLUMNS } from './risk-columns.tsx';
import { RiskTableHeader } from './risk-table-header.tsx';
import { RiskTableRow } from './risk-table-row.tsx';

const ROW_HEIGHT = 40;
const SKELETON_ROWS = 12;
/** Wait for the scroll to settle on a page before fetching it (a fast drag skips pages). */
const PAGE_FETCH_DELAY_MS = 120;

type RiskTableProps = {
  params: RiskListParams;
  canSelect: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string, selected: boolean) => void;
  onToggleMany: (ids: string[], selected: boolean) => void;
  onSort: (sortBy: RiskSortColumn, sortDirection: SortDirection) => void;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
};

/** The register: every row of the server's list, virtualised and fetched by offset as it scrolls. */
export const RiskTable = ({
  params,
  canSelect,
  selected,
  onToggle,
  onToggleMany,
  onSort,
  empty,
}: RiskTableProps) => {
  const queryClient = useQueryClient();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, measure] = useElementWidth();
  const attachScroll = useCallback(
    (el: HTMLDivElement | null) => {
      scrollRef.current = el;
      const stop = measure(el);
      return () => {
        stop?.();
        scrollRef.current = null;
      };
    },
    [measure],
  );
  const { columns, template } = useMemo(
    () =>
      fitColumns(
        RISK_COLUMNS.filter((c) => canSelect || c.key !== 'select'),
        width,
      ),
    [canSelect, width],
  );
  const minWidth = columns.reduce((n, c) => n + c.width, 0);

  const first = useRisksFirstPage(params);
  const stale = first.isPlaceholderData;
  const total = first.data?.total;
  const virtualizer = useVirtualizer({
    count: total ?? (first.isError ? 0 : SKELETON_ROWS),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const wanted = pagesForRange({
    start: items[0]?.index ?? 0,
    end: items.at(-1)?.index ?? 0,
    total: total ?? 0,
    pageSize: RISK_PAGE_SIZE,
  }).join(',');
  const settled = useDebounced(wanted, PAGE_FETCH_DELAY_MS);
  const pages = useMemo(() => settled.split(',').map(Number), [settled]);
  const result = useRiskPages(params, stale ? [] : pages);
  // Once the rows on screen are in, fetch the pages either side so scrolling on finds them ready.
  const visibleLoaded = pages.every((p) => result.pages.has(p));
  useEffect(() => {
    if (stale || !visibleLoaded || total === undefined) return;
    const last = pageCount(total, RISK_PAGE_SIZE) - 1;
    for (const p of [Math.min(...pages) - 1, Math.max(...pages) + 1]) {
      if (p > 0 && p <= last) void queryClient.prefetchQuery(risksPageQueryOptions(params, p));
    }
  }, [pages, visibleLoaded, stale, total, params, queryClient]);

  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [paramsKey]);

  if (first.isError && total === undefined) {
    return (
      <ErrorState
        title="Failed to load risks"
        error={first.error}
        onRetry={() => void first.refetch()}
        retrying={first.isFetching}
      />
    );
  }
  if (total === 0 && !stale) return <>{empty}</>;

  const loadedIds = [...result.pages.values()].flat().map((r) => r.id);
  const selectedLoaded = loadedIds.filter((id) => selected.has(id)).length;
  const selection =
    selectedLoaded === 0 ? 'none' : selectedLoaded === loadedIds.length ? 'all' : 'some';
  const loading = total === undefined;

  return (
    <div>
      {result.error ? (
        <div
          role="alert"
          className="flex items-center gap-3 border-b border-border bg-danger-subtle px-4 py-2 text-[13px] text-danger-text"
        >
          Failed to load risks: some rows could not be loaded.
          <Button
            size="sm"
            loading={result.retrying}
            onClick={() =>
              void queryClient.refetchQueries({ queryKey: RISK_KEYS.list(params), type: 'active' })
            }
          >
            Retry
          </Button>
        </div>
      ) : null}
      <div
        ref={attachScroll}
        role="table"
        aria-label="Risks"
        aria-rowcount={loading ? -1 : total + 1}
        aria-busy={loading || stale}
        className="relative max-h-[max(320px,calc(100vh-20rem))] overflow-auto"
      >
        <div style={{ minWidth }}>
          <RiskTableHeader
            columns={columns}
            template={template}
            sortBy={params.sortBy}
            sortDirection={params.sortDirection}
            onSort={onSort}
            selection={selection}
            onSelectLoaded={(on) => onToggleMany(loadedIds, on)}
          />
          <div
            role="rowgroup"
            className={cn('relative', stale && 'opacity-60')}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {loading ? (
              <span className="sr-only" role="status">
                Loading risks
              </span>
            ) : null}
            {items.map((v) => {
              const risk = loading
                ? undefined
                : stale
                  ? first.data?.items[v.index]
                  : rowAt(result.pages, v.index, RISK_PAGE_SIZE);
              return (
                <RiskTableRow
                  key={v.key}
                  index={v.index}
                  risk={risk}
                  columns={columns}
                  template={template}
                  start={v.start}
                  height={v.size}
                  selected={risk ? selected.has(risk.id) : false}
                  onToggle={onToggle}
                />
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
};
