import { z } from 'zod';
import { RISK_CATEGORY_VALUES, RISK_LEVEL_VALUES, RISK_STATUS_VALUES } from './risk-values.ts';
import { calendarDate } from './dates.ts';

const many = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
      z.array(item).max(20),
    )
    .optional();

export const heatmapQuerySchema = z.object({
  basis: z.enum(['inherent', 'residual']).default('inherent'),
  category: many(z.enum(RISK_CATEGORY_VALUES)),
  status: many(z.enum(RISK_STATUS_VALUES)),
  framework: many(z.string().max(40)),
});

export const heatmapSchema = z.object({
  basis: z.enum(['inherent', 'residual']),
  total: z.number().int(),
  cells: z.array(
    z.object({
      likelihood: z.number().int(),
      impact: z.number().int(),
      count: z.number().int(),
      level: z.enum(RISK_LEVEL_VALUES),
      top: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          score: z.number(),
          category: z.string(),
          status: z.string(),
        }),
      ),
    }),
  ),
  levels: z.array(
    z.object({ level: z.enum(RISK_LEVEL_VALUES), count: z.number().int(), percent: z.number() }),
  ),
});
export type Heatmap = z.infer<typeof heatmapSchema>;

export const rcsaQuerySchema = z.object({
  dateFrom: calendarDate('dateFrom must be a date').optional(),
  dateTo: calendarDate('dateTo must be a date').optional(),
});

export const rcsaSummarySchema = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  totalRisks: z.number().int(),
  risksIdentified: z.number().int(),
  totalControls: z.number().int(),
  totalMappings: z.number().int(),
  risksWithoutControls: z.number().int(),
  controlsWithoutRisks: z.number().int(),
  averageControlEffectiveness: z.number().nullable(),
  averageInherentScore: z.number().nullable(),
  averageResidualScore: z.number().nullable(),
  testsCompleted: z.number().int(),
  testsFailed: z.number().int(),
  testsOverdue: z.number().int(),
  levels: z.array(
    z.object({ level: z.string(), inherent: z.number().int(), residual: z.number().int() }),
  ),
});
export type RcsaSummary = z.infer<typeof rcsaSummarySchema>;

export const riskCoverageSchema = z.object({
  total: z.number().int(),
  covered: z.number().int(),
  percent: z.number(),
  byCategory: z.array(
    z.object({
      category: z.string(),
      total: z.number().int(),
      covered: z.number().int(),
      percent: z.number(),
      averageInherent: z.number(),
      averageResidual: z.number(),
    }),
  ),
});

export const trendsQuerySchema = z.object({
  period: z.enum(['weekly', 'monthly']).default('weekly'),
  /** How far back, in days. */
  days: z.coerce.number().int().min(7).max(3650).default(365),
});

export const effectivenessTrendsSchema = z.object({
  period: z.enum(['weekly', 'monthly']),
  points: z.array(
    z.object({
      period: z.string(),
      tests: z.number().int(),
      passed: z.number().int(),
      failed: z.number().int(),
      averageEffectiveness: z.number().nullable(),
    }),
  ),
});

export const riskScoreQuerySchema = z.object({
  likelihood: z.coerce
    .number()
    .int()
    .min(1, 'Likelihood must be from 1 to 5')
    .max(5, 'Likelihood must be from 1 to 5'),
  impact: z.coerce
    .number()
    .int()
    .min(1, 'Impact must be from 1 to 5')
    .max(5, 'Impact must be from 1 to 5'),
});
export const riskScoreSchema = z.object({
  likelihood: z.number().int(),
  impact: z.number().int(),
  riskScore: z.number().int(),
  riskLevel: z.enum(RISK_LEVEL_VALUES),
});

export const validateMappingQuerySchema = z.object({
  riskId: z.string().min(1).max(64),
  controlId: z.string().min(1).max(64),
});
