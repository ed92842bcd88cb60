import type { KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn.ts';
import { cellName, FULL_LABEL_SIZE, shownLevel } from '../lib/cell-name.ts';
import type { Segment } from '../lib/heatmap-groups.ts';
import type { MatrixCell } from '../../../lib/heatmap-matrix.ts';
import { LEVEL_STYLE } from '../../../lib/risk-level-style.ts';
import { HeatmapBubble } from './heatmap-bubble.tsx';

type HeatmapCellProps = {
  cell: MatrixCell;
  size: number;
  diameter: number;
  segments?: readonly Segment[];
  showGrid: boolean;
  selected: boolean;
  focusable: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  cellRef: (el: HTMLDivElement | null) => void;
};

/** One cell: its level's colour and name, and a bubble sized by its count. */
export const HeatmapCell = ({
  cell,
  size,
  diameter,
  segments,
  showGrid,
  selected,
  focusable,
  onSelect,
  onKeyDown,
  cellRef,
}: HeatmapCellProps) => {
  const style = LEVEL_STYLE[cell.level];
  return (
    <div
      ref={cellRef}
      role="gridcell"
      tabIndex={focusable ? 0 : -1}
      aria-selected={selected}
      aria-label={cellName(cell, size, segments)}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className={cn(
        'relative flex cursor-pointer items-center justify-center outline-offset-[-2px]',
        size >= FULL_LABEL_SIZE ? 'pt-2.5' : 'pt-1.5',
        style.cell,
        showGrid && 'border border-bg',
        selected && 'ring-2 ring-accent ring-inset',
        'hover:brightness-[0.97] dark:hover:brightness-125',
      )}
      style={{ width: size, height: size }}
    >
      <span
        className={cn(
          'absolute top-1 left-1.5 leading-none font-medium',
          size >= FULL_LABEL_SIZE ? 'text-[10px]' : 'text-[9px]',
          style.ink,
        )}
        aria-hidden
      >
        {/* Small cells keep the level's initial, so colour is never the only cue. */}
        {shownLevel(cell, size)}
      </span>
      {/* Keeps the level and the count two words in the cell's visible text. */}{' '}
      <HeatmapBubble
        diameter={diameter}
        count={cell.count}
        color={`var(${style.inkVar})`}
        countColor={`var(${style.cellVar})`}
        segments={segments}
      />
    </div>
  );
};
