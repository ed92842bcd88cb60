import { useMemo } from 'react';
import { chartOption, formatNumber } from '@rampart/domain';
import type { ReportBlock } from '@rampart/contracts';
import { TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { useTheme } from '../../../lib/theme.ts';
import { EChart } from '../../../components/ui/echart.tsx';
import { readChartTheme } from '../../../lib/chart-theme.ts';
import { MatrixBlock } from './matrix-block.tsx';
import { ScrollTable } from './scroll-table.tsx';

type Block<K extends ReportBlock['kind']> = Extract<ReportBlock, { kind: K }>;

const TONE = {
  danger: 'text-danger-text',
  warning: 'text-warning-text',
  success: 'text-success-text',
} as const;

const Figures = ({ block }: { block: Block<'figures'> }) => (
  <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 xl:grid-cols-4">
    {block.items.map((f) => (
      <div key={f.label} className="min-w-0">
        <dt className="text-xs leading-tight text-muted">{f.label}</dt>
        <dd className={cn('text-lg font-semibold tabular-nums', f.tone ? TONE[f.tone] : 'text-fg')}>
          {f.value}
        </dd>
      </div>
    ))}
  </dl>
);

/** Columns of long text (risk titles) keep a readable width; the box scrolls across instead. */
const WIDE_TEXT = 30;
const wideColumns = (block: Block<'table'>) =>
  block.columns.map((_, c) =>
    block.rows.some((row) => typeof row[c] === 'string' && row[c].length > WIDE_TEXT),
  );

const TableBlock = ({ block, label }: { block: Block<'table'>; label: string }) => {
  const wide = wideColumns(block);
  return (
    <figure>
      {block.title ? (
        <figcaption className="mb-1 text-xs font-medium text-muted">{block.title}</figcaption>
      ) : null}
      {/* Long tables scroll inside the preview; the export holds every row. */}
      <ScrollTable label={label} className="max-h-80 rounded-md border border-border">
        <TableHead className="sticky top-0 bg-elevated">
          <tr>
            {block.columns.map((c, i) => (
              <Th key={i} className={cn('px-3', c.align === 'right' && 'text-right')}>
                {c.label}
              </Th>
            ))}
          </tr>
        </TableHead>
        <tbody>
          {block.rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((cell, c) => (
                <Td
                  key={c}
                  className={cn(
                    'px-3 py-1.5',
                    wide[c] && 'min-w-48',
                    block.columns[c]?.align === 'right' &&
                      'text-right whitespace-nowrap tabular-nums',
                  )}
                >
                  {cell === null || cell === ''
                    ? '—'
                    : typeof cell === 'number'
                      ? formatNumber(cell)
                      : cell}
                </Td>
              ))}
            </TableRow>
          ))}
          {block.rows.length === 0 ? (
            <TableRow>
              <Td colSpan={block.columns.length} className="px-3 text-muted">
                Nothing in this period.
              </Td>
            </TableRow>
          ) : null}
        </tbody>
      </ScrollTable>
      {block.note ? <p className="mt-1 text-xs text-muted">{block.note}</p> : null}
    </figure>
  );
};

const ChartBlock = ({ block }: { block: Block<'chart'> }) => {
  const option = useMemo(() => chartOption(block.chart, readChartTheme()), [block.chart]);
  return (
    <figure>
      <figcaption className="mb-1 text-xs font-medium text-muted">{block.title}</figcaption>
      <EChart
        option={option}
        label={`${block.title}: a chart of ${block.chart.series.map((s) => s.name).join(', ')}`}
        className="h-60 w-full"
      />
    </figure>
  );
};

/** One block of a composed report, as the PDF shows it. */
export const ReportBlockView = ({ block, section }: { block: ReportBlock; section: string }) => {
  const { dark } = useTheme();
  switch (block.kind) {
    case 'text':
      return <p className="max-w-prose text-sm leading-relaxed text-fg">{block.text}</p>;
    case 'figures':
      return <Figures block={block} />;
    case 'table':
      return <TableBlock block={block} label={block.title ?? section} />;
    case 'chart':
      // Drawn again in the other theme's colours when the theme changes.
      return <ChartBlock key={dark ? 'dark' : 'light'} block={block} />;
    case 'matrix':
      return <MatrixBlock block={block} />;
  }
};
