import { formatNumber } from '@rampart/domain';
import { useMemo, useReducer, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';
import { useHeatmap } from '../../../lib/heatmap-api/get-heatmap.ts';
import { useHeatmapByCategory } from '../api/get-heatmap-by-category.ts';
import {
  CATEGORY_GROUPS,
  categorySegments,
  OTHER_GROUP,
  STATUS_GROUPS,
  statusSegments,
} from '../lib/heatmap-groups.ts';
import { buildMatrix, cellKey, type MatrixCell } from '../../../lib/heatmap-matrix.ts';
import { DEFAULT_HEATMAP_STATE, heatmapReducer } from '../lib/heatmap-state.ts';
import { fittedCellSize } from '../lib/cell-size.ts';
import { HeatmapDetailPanel } from './heatmap-detail-panel.tsx';
import { HeatmapExportMenu } from './heatmap-export-menu.tsx';
import { HeatmapGrid } from './heatmap-grid.tsx';
import { HeatmapLegend } from './heatmap-legend.tsx';
import { HeatmapToolbar } from './heatmap-toolbar.tsx';
import { LevelCards } from './level-cards.tsx';
import { Grid3x3 } from 'lucide-react';

/** Spec §2's heat map widget: the server aggregates; this page only draws and filters. */
export const HeatmapPage = () => {
  const [state, dispatch] = useReducer(heatmapReducer, DEFAULT_HEATMAP_STATE);
  const params = useMemo(
    () => ({ basis: state.basis, category: state.category, framework: state.framework }),
    [state.basis, state.category, state.framework],
  );
  const heatmap = useHeatmap(params);
  const byCategory = useHeatmapByCategory(params, state.groupBy === 'category');
  const matrix = useMemo(
    () => (heatmap.data ? buildMatrix(heatmap.data.cells) : null),
    [heatmap.data],
  );

  const segmentsOf =
    state.groupBy === 'category'
      ? (c: MatrixCell) =>
          byCategory.pending ? undefined : categorySegments(byCategory.byCell.get(cellKey(c)))
      : state.groupBy === 'status'
        ? statusSegments
        : undefined;
  const selected = matrix?.find((c) => cellKey(c) === state.selected) ?? null;
  // The matrix fits its frame at 100 % (a phone gets smaller cells); zoomed in, the frame scrolls.
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const cellSize = fittedCellSize(state.zoom, useElementWidth(frame));
  const filters = [...state.category, ...state.framework].join(', ');
  const subtitle = `${state.basis === 'inherent' ? 'Inherent' : 'Residual'} risk · ${(heatmap.data ? formatNumber(heatmap.data.total) : undefined) ?? 0} risks${filters ? ` · ${filters}` : ''}`;

  return (
    <PageShell
      title="Risk Heatmap"
      subtitle="Where risks concentrate by likelihood and impact."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Risk Operations' }, { label: 'Risk Heatmap' }]}
    >
      <div data-tour="heat-map" className="flex flex-col gap-4">
        {heatmap.isError && !heatmap.data ? null : (
          <LevelCards levels={heatmap.data?.levels} total={heatmap.data?.total} />
        )}
        <Card>
          <div className="border-b border-border p-3">
            <HeatmapToolbar
              state={state}
              dispatch={dispatch}
              exportMenu={
                <HeatmapExportMenu
                  matrix={matrix}
                  fileStem={`rampart-heatmap-${state.basis}-${new Date().toISOString().slice(0, 10)}`}
                  png={() => ({
                    matrix: matrix ?? [],
                    title: 'Risk heat map',
                    subtitle,
                    showGrid: state.showGrid,
                    segmentsOf,
                    legendGroups:
                      state.groupBy === 'category'
                        ? CATEGORY_GROUPS
                        : state.groupBy === 'status'
                          ? [...STATUS_GROUPS, OTHER_GROUP]
                          : undefined,
                  })}
                />
              }
            />
          </div>
          {heatmap.isError && !heatmap.data ? (
            <ErrorState
              title="Failed to load risks"
              error={heatmap.error}
              onRetry={() => void heatmap.refetch()}
              retrying={heatmap.isFetching}
            />
          ) : !matrix ? (
            <div role="status" className="flex gap-6 p-4">
              <span className="sr-only">Loading heat map</span>
              <Skeleton className="h-[400px] flex-1" />
              <Skeleton className="hidden h-[400px] w-72 xl:block" />
            </div>
          ) : heatmap.data?.total === 0 && !filters ? (
            <EmptyState
              icon={Grid3x3}
              title="No risks to place yet"
              description="Each risk in the register appears here by its likelihood and impact once it is recorded."
            />
          ) : (
            <div className="grid xl:grid-cols-[minmax(0,1fr)_320px]">
              <div className="flex min-w-0 flex-col gap-3 p-4">
                {byCategory.error && state.groupBy === 'category' ? (
                  <p role="alert" className="text-[13px] text-danger-text">
                    The category split could not be loaded; bubbles show totals.
                  </p>
                ) : null}
                <div
                  ref={setFrame}
                  className={cn(
                    'relative h-[420px] overflow-auto',
                    heatmap.isPlaceholderData && 'opacity-60',
                  )}
                  aria-busy={heatmap.isFetching}
                >
                  <div className="flex min-h-full min-w-full items-center justify-center">
                    <HeatmapGrid
                      matrix={matrix}
                      cellSize={cellSize}
                      showGrid={state.showGrid}
                      selected={state.selected}
                      onSelect={(cell) => dispatch({ type: 'select', cell })}
                      segmentsOf={segmentsOf}
                    />
                  </div>
                </div>
                <HeatmapLegend groupBy={state.groupBy} />
              </div>
              <aside
                aria-label="Selected cell"
                className="border-t border-border xl:border-t-0 xl:border-l"
              >
                <HeatmapDetailPanel
                  cell={selected}
                  basis={state.basis}
                  segments={selected ? segmentsOf?.(selected) : undefined}
                  category={state.category}
                  framework={state.framework}
                />
              </aside>
            </div>
          )}
        </Card>
      </div>
    </PageShell>
  );
};
