import { Grid3x3 } from 'lucide-react';
import { SCALE_LABELS, formatNumber } from '@rampart/domain';
import type { Heatmap } from '@rampart/contracts';
import { useHeatmap } from '../../../lib/heatmap-api/get-heatmap.ts';
import { buildMatrix, IMPACT_COLUMNS, LIKELIHOOD_ROWS } from '../../../lib/heatmap-matrix.ts';
import { LEVEL_STYLE } from '../../../lib/risk-level-style.ts';
import { WidgetCard } from './widget-card.tsx';

const PARAMS = { basis: 'inherent' as const, category: [], framework: [] };

/** The 5×5 matrix in small: how many risks sit in each cell, coloured by level. */
export const HeatmapWidget = () => {
  const query = useHeatmap(PARAMS);
  return (
    <WidgetCard<Heatmap>
      title="Heat map"
      description="Inherent risks by likelihood and impact."
      to="/dashboard/risks/heatmap"
      linkLabel="Open"
      query={query}
      empty={(d) =>
        d.total === 0
          ? {
              icon: Grid3x3,
              title: 'No risks to place',
              description: 'Risks appear on the matrix once they are assessed.',
            }
          : null
      }
    >
      {(d) => {
        const cells = new Map(buildMatrix(d.cells).map((c) => [`${c.likelihood}:${c.impact}`, c]));
        return (
          <div className="p-4">
            <table className="mx-auto border-separate border-spacing-1 text-[13px]">
              <caption className="sr-only">
                Risks per likelihood (rows) and impact (columns)
              </caption>
              <thead>
                <tr>
                  <td />
                  {IMPACT_COLUMNS.map((i) => (
                    <th
                      key={i}
                      scope="col"
                      className="w-12 text-center text-xs font-normal text-muted"
                    >
                      <abbr title={`Impact ${SCALE_LABELS[i - 1]}`}>{i}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {LIKELIHOOD_ROWS.map((l) => (
                  <tr key={l}>
                    <th scope="row" className="pr-1 text-right text-xs font-normal text-muted">
                      <abbr title={`Likelihood ${SCALE_LABELS[l - 1]}`}>{l}</abbr>
                    </th>
                    {IMPACT_COLUMNS.map((i) => {
                      const cell = cells.get(`${l}:${i}`)!;
                      const style = LEVEL_STYLE[cell.level];
                      return (
                        <td
                          key={i}
                          className={`h-9 w-12 rounded text-center font-medium tabular-nums ${style.cell} ${style.ink}`}
                        >
                          {cell.count > 0 ? formatNumber(cell.count) : ''}
                          <span className="sr-only">
                            {cell.count === 0 ? 'none' : ''} ({style.label})
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-center text-xs text-muted">
              Likelihood up, impact across · {formatNumber(d.total)} risks
            </p>
          </div>
        );
      }}
    </WidgetCard>
  );
};
