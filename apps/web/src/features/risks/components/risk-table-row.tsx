import { memo } from 'react';
import type { Risk } from '@rampart/contracts';
import { Checkbox } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import type { RiskColumn } from './risk-columns.tsx';

type Props = {
  risk: Risk | undefined;
  index: number;
  columns: readonly RiskColumn[];
  template: string;
  /** Offset from the top of the list, and height, in px. */
  start: number;
  height: number;
  selected: boolean;
  onToggle: (id: string, selected: boolean) => void;
};

/**
 * One row of the register; a row whose page has not arrived yet is a skeleton. Memoised on plain
 * props, so scrolling renders only the rows that come into view.
 */
export const RiskTableRow = memo(function RiskTableRow({
  risk,
  index,
  columns,
  template,
  start,
  height,
  selected,
  onToggle,
}: Props) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={risk ? selected : undefined}
      className={cn(
        'absolute top-0 left-0 grid w-full items-center border-b border-border text-[13px]',
        selected ? 'bg-accent-subtle' : 'hover:bg-hover',
      )}
      style={{ height, transform: `translateY(${start}px)`, gridTemplateColumns: template }}
    >
      {columns.map((c) => (
        <div
          key={c.key}
          role="cell"
          className={cn('min-w-0 truncate', c.key === 'select' ? 'flex justify-center' : 'px-3')}
        >
          {!risk ? (
            c.key === 'select' ? null : (
              <Skeleton className={cn('h-3', c.key === 'title' ? 'w-3/4' : 'w-2/3')} />
            )
          ) : c.key === 'select' ? (
            <Checkbox
              checked={selected}
              onChange={(e) => onToggle(risk.id, e.target.checked)}
              aria-label={`Select ${risk.title}`}
            />
          ) : (
            c.render?.(risk)
          )}
        </div>
      ))}
    </div>
  );
});
