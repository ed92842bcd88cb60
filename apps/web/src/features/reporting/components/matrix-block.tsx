import { formatNumber } from '@rampart/domain';
import type { ReportBlock } from '@rampart/contracts';
import { cn } from '../../../lib/cn.ts';
import { LEVEL_STYLE } from '../../../lib/risk-level-style.ts';

const CELL = 'h-9 w-16 rounded text-center font-medium tabular-nums';

type Matrix = Extract<ReportBlock, { kind: 'matrix' }>;

/** The heat map in small: counts per cell, coloured by level, the level's name for every reader. */
export const MatrixBlock = ({ block }: { block: Matrix }) => (
  <figure>
    {/* Wider than a phone: the table scrolls in a frame that takes the keyboard focus. */}
    <div
      role="region"
      aria-label={block.title}
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-offset-[-2px]"
    >
      <table className="border-separate border-spacing-1 text-[13px]">
        <caption className="mb-1 text-left text-xs font-medium text-muted">{block.title}</caption>
        <thead>
          <tr>
            <td />
            {block.columnLabels.map((c) => (
              <th key={c} scope="col" className="w-16 text-center text-xs font-normal text-muted">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.cells.map((row, r) => (
            <tr key={block.rowLabels[r] ?? r}>
              <th
                scope="row"
                className="pr-1 text-right text-xs font-normal whitespace-nowrap text-muted"
              >
                {block.rowLabels[r]}
              </th>
              {row.map((cell, c) => {
                const { label, cell: fill, ink } = LEVEL_STYLE[cell.level];
                return (
                  <td key={c} title={label} className={cn(CELL, fill, ink)}>
                    <span aria-hidden>{cell.count > 0 ? formatNumber(cell.count) : ''}</span>
                    <span className="sr-only">{`${cell.count} (${label})`}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    <figcaption className="mt-1 flex flex-wrap gap-3 text-xs text-muted">
      {(['low', 'medium', 'high', 'critical'] as const).map((level) => (
        <span key={level} className="inline-flex items-center gap-1">
          <span
            aria-hidden
            className={`size-3 rounded-sm border border-current ${LEVEL_STYLE[level].cell} ${LEVEL_STYLE[level].ink}`}
          />
          {LEVEL_STYLE[level].label}
        </span>
      ))}
    </figcaption>
  </figure>
);
