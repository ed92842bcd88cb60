/** A straight line through points (x = 0, 1, 2...) by ordinary least squares. */
export type LinearFit = {
  slope: number;
  intercept: number;
  /** Coefficient of determination, 0..1; null when every value is the same. */
  r2: number | null;
  /** How many points carried a value. */
  basedOn: number;
};

export const LINEAR_TREND_METHOD =
  'Ordinary least-squares straight line through the points of the period, extended by as many points ahead';

/**
 * Fits y = intercept + slope·x over the values that are not null (their index is x). Needs two
 * points; fewer give null, since a line through one point says nothing about a trend.
 */
export const linearFit = (values: readonly (number | null)[]): LinearFit | null => {
  const pts = values
    .map((y, x) => ({ x, y }))
    .filter((p): p is { x: number; y: number } => p.y !== null && Number.isFinite(p.y));
  const n = pts.length;
  if (n < 2) return null;
  const meanX = pts.reduce((s, p) => s + p.x, 0) / n;
  const meanY = pts.reduce((s, p) => s + p.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of pts) {
    sxx += (p.x - meanX) ** 2;
    sxy += (p.x - meanX) * (p.y - meanY);
    syy += (p.y - meanY) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = meanY - slope * meanX;
  const r2 = syy === 0 ? null : (sxy * sxy) / (sxx * syy);
  return { slope, intercept, r2, basedOn: n };
};

export const valueAt = (fit: LinearFit, x: number): number => fit.intercept + fit.slope * x;

const round = (v: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

/**
 * The line's values at x = from, from+1, ... (count of them), kept within [min, max] (a score
 * cannot leave 1..25 nor a rate 0..1, whatever the line says).
 */
export const projectFit = (
  fit: LinearFit,
  from: number,
  count: number,
  bounds: { min: number; max: number; digits: number },
): number[] =>
  Array.from({ length: count }, (_, i) =>
    round(Math.min(bounds.max, Math.max(bounds.min, valueAt(fit, from + i))), bounds.digits),
  );
