import type { KeyboardEvent } from 'react';
import { SCALE_LABELS } from '@rampart/domain';
import { cn } from '../../../lib/cn.ts';
import type { Segment } from '../lib/heatmap-groups.ts';
import type { MatrixCell } from '../lib/heatmap-matrix.ts';
import { LEVEL_STYLE } from '../lib/level-style.ts';
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

const describe = (c: MatrixCell, segments?: readonly Segment[]) => {
  const base = `Likelihood ${c.likelihood} ${SCALE_LABELS[c.likelihood - 1]}, impact ${c.impact} ${SCALE_LABELS[c.impact - 1]}: score ${c.score}, ${LEVEL_STYLE[c.level].label} level, ${c.count === 1 ? '1 risk' : `${c.count.toLocaleString()} risks`}`;
  if (!segments || segments.length === 0) return base;
  return `${base} (${segments.map((s) => `${s.label} ${s.count}`).join(', ')})`;
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
      aria-label={describe(cell, segments)}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className={cn(
        'relative flex cursor-pointer items-center justify-center outline-offset-[-2px]',
        size >= 56 ? 'pt-2.5' : 'pt-1.5',
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
          size >= 56 ? 'text-[10px]' : 'text-[9px]',
          style.text,
        )}
        aria-hidden
      >
        {/* Small cells keep the level's initial, so colour is never the only cue. */}
        {size >= 56 ? style.label : style.label.charAt(0)}
      </span>
      <HeatmapBubble
        diameter={diameter}
        count={cell.count}
        color={`var(${style.solidVar})`}
        segments={segments}
      />
    </div>
  );
};
