import type { AiTrends, TrendMetric } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { chartModel, METRIC_LABELS } from '../lib/trend-chart.ts';

const BOX = { width: 720, height: 240, left: 44, right: 12, top: 12, bottom: 28 };

/** The period's history (solid) and the least-squares prediction of the next period (dashed). */
export const TrendChart = ({ trends, metric }: { trends: AiTrends; metric: TrendMetric }) => {
  const m = chartModel(trends, metric, BOX);
  const first = trends.points[0];
  const last = trends.points.at(-1);
  const horizon = trends.prediction.metrics[metric]?.points.at(-1);
  const bottom = BOX.height - BOX.bottom;
  const label = `${METRIC_LABELS[metric]} over the last ${trends.period} days${horizon ? `, predicted to reach ${horizon.value} by ${formatDate(horizon.end)}` : ''}.`;
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="h-auto w-full text-muted"
        role="img"
        aria-label={label}
      >
        {m.yTicks.map((t) => (
          <g key={t.y}>
            <line
              x1={BOX.left}
              x2={BOX.width - BOX.right}
              y1={t.y}
              y2={t.y}
              className="stroke-border"
              strokeWidth={1}
            />
            <text
              x={BOX.left - 6}
              y={t.y + 4}
              textAnchor="end"
              className="fill-current text-[11px]"
            >
              {t.label}
            </text>
          </g>
        ))}
        <line
          x1={m.nowX}
          x2={m.nowX}
          y1={BOX.top}
          y2={bottom}
          className="stroke-border-strong"
          strokeDasharray="2 3"
        />
        <text x={BOX.left} y={BOX.height - 8} className="fill-current text-[11px]">
          {first ? formatDate(first.start) : ''}
        </text>
        <text
          x={m.nowX}
          y={BOX.height - 8}
          textAnchor="middle"
          className="fill-current text-[11px]"
        >
          {last ? `Today` : ''}
        </text>
        <text
          x={BOX.width - BOX.right}
          y={BOX.height - 8}
          textAnchor="end"
          className="fill-current text-[11px]"
        >
          {horizon ? formatDate(horizon.end) : ''}
        </text>
        {m.predicted ? (
          <path
            d={m.predicted}
            fill="none"
            className="stroke-series-1"
            strokeWidth={2}
            strokeDasharray="6 5"
            data-testid="trend-prediction"
          />
        ) : null}
        <path
          d={m.actual}
          fill="none"
          className="stroke-series-1"
          strokeWidth={2.25}
          data-testid="trend-history"
        />
        {m.actualPoints.length <= 31
          ? m.actualPoints.map((p) => (
              <circle key={p.end} cx={p.x} cy={p.y} r={2.5} className="fill-series-1">
                <title>{`${formatDate(p.end)}: ${p.value}`}</title>
              </circle>
            ))
          : null}
      </svg>
      <figcaption className="mt-2 flex flex-wrap items-center gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <svg width="24" height="6" aria-hidden>
            <line x1="0" x2="24" y1="3" y2="3" className="stroke-series-1" strokeWidth={2.25} />
          </svg>
          History
        </span>
        <span className="inline-flex items-center gap-1.5">
          <svg width="24" height="6" aria-hidden>
            <line
              x1="0"
              x2="24"
              y1="3"
              y2="3"
              className="stroke-series-1"
              strokeWidth={2}
              strokeDasharray="6 5"
            />
          </svg>
          Prediction (least-squares line)
        </span>
      </figcaption>
    </figure>
  );
};
