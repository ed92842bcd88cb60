import type { AiTrends, TrendMetric } from '@rampart/contracts';

export const METRIC_LABELS: Record<TrendMetric, string> = {
  averageInherent: 'Average inherent score',
  averageResidual: 'Average residual score',
  passRate: 'Test pass rate',
  opened: 'Risks opened',
  closed: 'Risks closed',
};

export type ChartBox = {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
};
export type ChartPoint = { x: number; y: number; value: number; end: string };

export type ChartModel = {
  /** SVG path of the history; a gap (no value) starts a new segment. */
  actual: string;
  actualPoints: ChartPoint[];
  /** SVG path of the prediction, from the last value to the end of the next period. */
  predicted: string;
  predictedPoints: ChartPoint[];
  yTicks: { y: number; label: string }[];
  /** Where history ends and the prediction begins. */
  nowX: number;
  empty: boolean;
};

const valueOf = (metric: TrendMetric, p: AiTrends['points'][number]): number | null => p[metric];

const formatTick = (metric: TrendMetric, v: number) =>
  metric === 'passRate'
    ? `${Math.round(v * 100)}%`
    : Number.isInteger(v)
      ? String(v)
      : v.toFixed(1);

/** The y axis: the scale's own range for scores and rates, whole steps for counts. */
const yScale = (metric: TrendMetric, max: number): { top: number; ticks: number } => {
  if (metric === 'passRate') return { top: 1, ticks: 4 };
  if (metric === 'averageInherent' || metric === 'averageResidual') return { top: 25, ticks: 5 };
  const step = Math.max(1, Math.ceil(max / 4));
  return { top: step * 4, ticks: 4 };
};

const fmt = (n: number) => Math.round(n * 10) / 10;

/**
 * Coordinates of a trend chart: the period's points on the left part of the x axis, the
 * prediction (as many points again) on the right, on one y scale from 0.
 */
export const chartModel = (trends: AiTrends, metric: TrendMetric, box: ChartBox): ChartModel => {
  const fit = trends.prediction.metrics[metric];
  const history = trends.points.map((p) => ({ end: p.end, value: valueOf(metric, p) }));
  const future = fit?.points ?? [];
  const total = history.length + Math.max(future.length, history.length);
  const innerW = box.width - box.left - box.right;
  const innerH = box.height - box.top - box.bottom;
  const values = [
    ...history.flatMap((h) => (h.value === null ? [] : [h.value])),
    ...future.map((f) => f.value),
  ];
  const { top, ticks } = yScale(metric, values.length ? Math.max(...values) : 0);
  const x = (i: number) => box.left + (total <= 1 ? 0 : (i / (total - 1)) * innerW);
  const y = (v: number) => box.top + innerH - (Math.min(top, Math.max(0, v)) / top) * innerH;

  const actualPoints: ChartPoint[] = [];
  let actual = '';
  let pen = false;
  history.forEach((h, i) => {
    if (h.value === null) {
      pen = false;
      return;
    }
    const p = { x: x(i), y: y(h.value), value: h.value, end: h.end };
    actualPoints.push(p);
    actual += `${pen ? 'L' : 'M'}${fmt(p.x)},${fmt(p.y)}`;
    pen = true;
  });

  const predictedPoints = future.map((f, i) => ({
    x: x(history.length + i),
    y: y(f.value),
    value: f.value,
    end: f.end,
  }));
  const last = actualPoints.at(-1);
  const predicted = predictedPoints
    .map((p, i) => `${i === 0 && !last ? 'M' : 'L'}${fmt(p.x)},${fmt(p.y)}`)
    .join('');
  return {
    actual,
    actualPoints,
    predicted: predicted && last ? `M${fmt(last.x)},${fmt(last.y)}${predicted}` : predicted,
    predictedPoints,
    yTicks: Array.from({ length: ticks + 1 }, (_, i) => {
      const v = (top / ticks) * i;
      return { y: fmt(y(v)), label: formatTick(metric, v) };
    }),
    nowX: fmt(x(Math.max(0, history.length - 1))),
    empty: actualPoints.length === 0,
  };
};
