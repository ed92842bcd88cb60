import { useRef, useState, type KeyboardEvent } from 'react';
import { SCALE_LABELS } from '@rampart/domain';
import { COMPACT_CELL_SIZE, ROW_LABEL_WIDTH } from '../lib/cell-size.ts';
import type { Segment } from '../lib/heatmap-groups.ts';
import {
  bubbleDiameter,
  cellKey,
  IMPACT_COLUMNS,
  LIKELIHOOD_ROWS,
  maxCount,
  type MatrixCell,
} from '../../../lib/heatmap-matrix.ts';
import { HeatmapCell } from './heatmap-cell.tsx';

type HeatmapGridProps = {
  matrix: readonly MatrixCell[];
  cellSize: number;
  showGrid: boolean;
  selected: string | null;
  onSelect: (key: string) => void;
  segmentsOf?: (cell: MatrixCell) => Segment[] | undefined;
};

const SIZE = 5;
const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The 5×5 matrix: likelihood up the side (5 on top), impact along the bottom. Arrow keys move. */
export const HeatmapGrid = ({
  matrix,
  cellSize,
  showGrid,
  selected,
  onSelect,
  segmentsOf,
}: HeatmapGridProps) => {
  const refs = useRef<(HTMLDivElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const max = maxCount(matrix);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const move = MOVES[event.key];
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(cellKey(matrix[index]!));
      return;
    }
    let next: number;
    if (move) {
      const row = Math.min(SIZE - 1, Math.max(0, Math.floor(index / SIZE) + move[0]));
      const col = Math.min(SIZE - 1, Math.max(0, (index % SIZE) + move[1]));
      next = row * SIZE + col;
    } else if (event.key === 'Home') next = Math.floor(index / SIZE) * SIZE;
    else if (event.key === 'End') next = Math.floor(index / SIZE) * SIZE + SIZE - 1;
    else return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };

  // Small cells keep the numbers; the words go in a key below (and stay for screen readers).
  const compact = cellSize < COMPACT_CELL_SIZE;
  const labelWidth = compact ? ROW_LABEL_WIDTH.compact : ROW_LABEL_WIDTH.full;
  return (
    <div className="inline-flex items-stretch">
      <div className="flex w-6 items-center justify-center" aria-hidden>
        <span className="-rotate-90 text-xs font-medium whitespace-nowrap text-muted">
          Likelihood →
        </span>
      </div>
      <div>
        <div
          role="grid"
          aria-label="Risk heat map, likelihood by impact"
          aria-rowcount={SIZE + 1}
          aria-colcount={SIZE + 1}
        >
          {LIKELIHOOD_ROWS.map((likelihood, r) => (
            <div role="row" key={likelihood} className="flex">
              <div
                role="rowheader"
                className="flex flex-col items-end justify-center pr-2 text-right text-xs text-muted"
                style={{ width: labelWidth, height: cellSize }}
              >
                <span className="font-medium text-fg tabular-nums">{likelihood}</span>
                <span className={compact ? 'sr-only' : 'leading-tight'}>
                  {SCALE_LABELS[likelihood - 1]}
                </span>
              </div>
              {IMPACT_COLUMNS.map((_, c) => {
                const index = r * SIZE + c;
                const cell = matrix[index]!;
                return (
                  <HeatmapCell
                    key={cellKey(cell)}
                    cell={cell}
                    size={cellSize}
                    diameter={bubbleDiameter(cell.count, max, cellSize)}
                    segments={segmentsOf?.(cell)}
                    showGrid={showGrid}
                    selected={selected === cellKey(cell)}
                    focusable={index === active}
                    onSelect={() => {
                      setActive(index);
                      onSelect(cellKey(cell));
                    }}
                    onKeyDown={(e) => onKeyDown(e, index)}
                    cellRef={(el) => {
                      refs.current[index] = el;
                    }}
                  />
                );
              })}
            </div>
          ))}
          <div role="row" className="flex">
            <div role="columnheader" style={{ width: labelWidth }} aria-label="Likelihood" />
            {IMPACT_COLUMNS.map((impact) => (
              <div
                key={impact}
                role="columnheader"
                className="flex flex-col items-center pt-1 text-xs text-muted"
                style={{ width: cellSize }}
              >
                <span className="font-medium text-fg tabular-nums">{impact}</span>
                <span className={compact ? 'sr-only' : 'leading-tight'}>
                  {SCALE_LABELS[impact - 1]}
                </span>
              </div>
            ))}
          </div>
        </div>
        <p
          className="mt-1 text-center text-xs font-medium text-muted"
          style={{ marginLeft: labelWidth }}
          aria-hidden
        >
          Impact →
        </p>
        {compact ? (
          <p
            className="mt-1 flex max-w-72 flex-wrap justify-center gap-x-2 text-[11px] text-muted"
            aria-hidden
          >
            {SCALE_LABELS.map((label, i) => (
              <span key={label} className="whitespace-nowrap">
                {i + 1} {label}
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </div>
  );
};
