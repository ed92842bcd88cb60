import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { MAX_CUSTOM_DAYS, TREND_PERIODS } from './insight-values.ts';
import { RISK_CATEGORY_VALUES } from './risk-values.ts';

// Analytics over time (issue 13): the filters every chart takes and what each answers.

const DAY = 86_400_000;
const many = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
      z.array(item).max(20),
    )
    .optional();

/** A custom period needs both dates, in order, at most three years apart (issues by field). */
export const checkCustomPeriod = (
  q: { period: string; from?: Date; to?: Date },
  ctx: z.RefinementCtx,
): void => {
  if (q.period !== 'custom') return;
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!q.from) issue('from', 'A custom period needs a start date');
  if (!q.to) issue('to', 'A custom period needs an end date');
  if (!q.from || !q.to) return;
  const days = (q.to.getTime() - q.from.getTime()) / DAY;
  if (days < 0) issue('to', 'The end date is before the start date');
  if (days > MAX_CUSTOM_DAYS) issue('to', 'A custom period is at most three years');
};

export const trendQuerySchema = z
  .object({
    period: z.enum(TREND_PERIODS).default('90d'),
    from: calendarDate('from must be a date').optional(),
    to: calendarDate('to must be a date').optional(),
    /** Risk categories (the risk trend). */
    category: many(z.enum(RISK_CATEGORY_VALUES)),
    /** The owner of the risks, controls or findings counted. */
    ownerUserId: z.string().trim().min(1).max(64).optional(),
    /** Risks, controls (and their findings) tagged with the framework; one framework's coverage. */
    framework: z.string().trim().min(1).max(40).optional(),
  })
  .superRefine(checkCustomPeriod);
export type TrendQuery = z.infer<typeof trendQuerySchema>;

const step = z.enum(['day', 'week', 'month']);
const levels = z.object({
  critical: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
});

export const riskTrendSchema = z.object({
  step,
  points: z.array(
    z.object({ at: z.string(), total: z.number().int(), inherent: levels, residual: levels }),
  ),
});
export type RiskTrend = z.infer<typeof riskTrendSchema>;

export const controlTrendSchema = z.object({
  step,
  points: z.array(
    z.object({
      at: z.string(),
      tested: z.number().int(),
      passed: z.number().int(),
      failed: z.number().int(),
      partial: z.number().int(),
      /** Passed as a share of the tests completed in the step, percent; null when none. */
      passRate: z.number().nullable(),
      /** Mean effectiveness of those tests, percent; null when none. */
      effectiveness: z.number().nullable(),
    }),
  ),
});
export type ControlTrend = z.infer<typeof controlTrendSchema>;

export const coverageTrendSchema = z.object({
  step,
  frameworks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      points: z.array(
        z.object({
          at: z.string(),
          /** Met as a share of applicable requirements, percent; null before the first snapshot. */
          percentMet: z.number().nullable(),
          met: z.number().int().nullable(),
          applicable: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type CoverageTrend = z.infer<typeof coverageTrendSchema>;

export const findingTrendSchema = z.object({
  step,
  /** Mean days to close of every finding closed in the period; null when none closed. */
  meanDaysToClose: z.number().nullable(),
  points: z.array(
    z.object({
      at: z.string(),
      opened: z.number().int(),
      closed: z.number().int(),
      open: z.number().int(),
      meanDaysToClose: z.number().nullable(),
    }),
  ),
});
export type FindingTrend = z.infer<typeof findingTrendSchema>;
