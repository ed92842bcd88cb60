// The moments an analytics chart is drawn at (issue 13): the period chosen, cut into steps a
// line chart reads well at. The last moment is the period's end (now, or the custom day's end).
import { shortMonthName } from '../shell/format.ts';

import type { TrendPeriod, TrendStep } from '@rampart/contracts';

const DAY = 86_400_000;
const STEP_MS: Record<TrendStep, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY };
const PERIOD_DAYS: Record<Exclude<TrendPeriod, 'custom'>, number> = {
  '30d': 30,
  '90d': 90,
  '365d': 365,
};
export type TrendRangeSpec = {
  step: TrendStep;
  start: Date;
  stepMs: number;
  count: number;
};

/** Periods up to this many days are drawn day by day (31 points for 30 days). */
export const DAILY_STEP_MAX_DAYS = 45;
/** Up to this many days, week by week (about 26 points at most); longer, by 30 days, so a year
 * reads as 13 points with a label each instead of 53 crowded weeks. */
export const WEEKLY_STEP_MAX_DAYS = 182;

/** The step a period is aggregated by: day, week, or month (30 days) past half a year. */
export const stepFor = (days: number): TrendStep =>
  days <= DAILY_STEP_MAX_DAYS ? 'day' : days <= WEEKLY_STEP_MAX_DAYS ? 'week' : 'month';

/**
 * The moments of a period ending at `end`: every step back from the end until the period's
 * start is covered (so the first moment is at or before the start).
 */
export const trendRange = (days: number, end: Date): TrendRangeSpec => {
  const step = stepFor(days);
  const stepMs = STEP_MS[step];
  const count = Math.ceil((days * DAY) / stepMs) + 1;
  return { step, stepMs, count, start: new Date(end.getTime() - (count - 1) * stepMs) };
};

const startOfDay = (d: Date) => Math.floor(d.getTime() / DAY) * DAY;

/** A named period ending now, or a custom one from the start of `from` to the end of `to` (UTC). */
export const periodRange = (
  q: { period: TrendPeriod; from?: Date; to?: Date },
  now: Date,
): TrendRangeSpec => {
  if (q.period !== 'custom' || !q.from || !q.to) {
    return trendRange(PERIOD_DAYS[q.period === 'custom' ? '90d' : q.period], now);
  }
  const from = startOfDay(q.from);
  const end = Math.min(startOfDay(q.to) + DAY - 1, now.getTime());
  const days = Math.max(1, Math.ceil((end - from) / DAY));
  return trendRange(days, new Date(end));
};

/** The moments themselves. */
export const trendMoments = (r: { start: Date; stepMs: number; count: number }): Date[] =>
  Array.from({ length: r.count }, (_, k) => new Date(r.start.getTime() + k * r.stepMs));

/** A chart's label for a moment: "Nov 22" by the day or week, "Nov 2026" by the month. */
export const momentLabel = (at: string | Date, step: TrendStep): string => {
  const d = typeof at === 'string' ? new Date(at) : at;
  return step === 'month'
    ? `${shortMonthName(d.getUTCMonth())} ${d.getUTCFullYear()}`
    : `${shortMonthName(d.getUTCMonth())} ${d.getUTCDate()}`;
};
