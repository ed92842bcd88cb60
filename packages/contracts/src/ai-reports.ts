import { z } from 'zod';
import { aiAnswerMetaSchema } from './ai-features.ts';
import { frameworkSummarySchema } from './compliance.ts';
import { RISK_LEVEL_VALUES } from './risk-values.ts';

// ARIA's reports on the whole organisation (issue 5): the executive report, insights and trend
// prediction, computed from the organisation's data and history, never invented.

// ---------------------------------------------------------------------------------------------
// Executive report
// ---------------------------------------------------------------------------------------------

export const EXECUTIVE_REPORT_FORMATS = ['json', 'pdf'] as const;
export const executiveReportBodySchema = z.object({
  format: z
    .enum(EXECUTIVE_REPORT_FORMATS, { message: 'Format must be json or pdf' })
    .default('json'),
});

const levelCountsSchema = z.object({
  critical: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
});

export const executiveReportSchema = aiAnswerMetaSchema.extend({
  organizationName: z.string(),
  /** The window of the trend figures: the last 90 days. */
  trendFrom: z.string(),
  risks: z.object({
    total: z.number().int(),
    open: z.number().int(),
    inherent: levelCountsSchema,
    residual: levelCountsSchema,
    withoutControls: z.number().int(),
    top: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        category: z.string(),
        status: z.string(),
        owner: z.string(),
        inherentScore: z.number().int(),
        residualScore: z.number().int(),
        residualLevel: z.enum(RISK_LEVEL_VALUES),
      }),
    ),
    opened: z.number().int(),
    closed: z.number().int(),
    averageInherentThen: z.number().nullable(),
    averageInherentNow: z.number().nullable(),
  }),
  controls: z.object({
    total: z.number().int(),
    active: z.number().int(),
    bands: z.object({
      high: z.number().int(),
      medium: z.number().int(),
      low: z.number().int(),
      untested: z.number().int(),
    }),
    ineffective: z.number().int(),
    overdueTests: z.number().int(),
    testsCompleted: z.number().int(),
    testsPassed: z.number().int(),
    passRate: z.number().nullable(),
  }),
  compliance: z.object({
    frameworks: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        summary: frameworkSummarySchema,
        topGaps: z.array(z.object({ code: z.string(), title: z.string(), status: z.string() })),
      }),
    ),
  }),
  narrative: z.object({
    overview: z.string(),
    risks: z.string(),
    controls: z.string(),
    compliance: z.string(),
  }),
});
export type ExecutiveReport = z.infer<typeof executiveReportSchema>;

// ---------------------------------------------------------------------------------------------
// Insights (spec §3 AI service entities)
// ---------------------------------------------------------------------------------------------

export const INSIGHT_TYPES = ['RISK_TREND', 'CONTROL_EFFECTIVENESS', 'COMPLIANCE_STATUS'] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];
export const INSIGHT_PRIORITIES = ['high', 'medium', 'low'] as const;
export type InsightPriority = (typeof INSIGHT_PRIORITIES)[number];

export const insightSchema = z.object({
  /** Stable per kind of insight, e.g. "risk-trend:opened-closed". */
  id: z.string(),
  type: z.enum(INSIGHT_TYPES),
  title: z.string(),
  description: z.string(),
  confidence: z.number(),
  /** The figures the insight rests on. */
  data: z.record(z.string(), z.unknown()),
  actionable: z.boolean(),
  priority: z.enum(INSIGHT_PRIORITIES),
  /** Where to act on it in the app, if anywhere. */
  link: z.string().nullable(),
});
export type Insight = z.infer<typeof insightSchema>;

export const insightsSchema = aiAnswerMetaSchema.extend({
  items: z.array(insightSchema),
  /** The history window read (spec §9: last 365 days, up to 50 items). */
  history: z.object({ from: z.string(), items: z.number().int() }),
});
export type Insights = z.infer<typeof insightsSchema>;

// ---------------------------------------------------------------------------------------------
// Trends
// ---------------------------------------------------------------------------------------------

export const AI_TREND_PERIODS = [30, 90, 365] as const;
export type AiTrendPeriod = (typeof AI_TREND_PERIODS)[number];

export const aiTrendsQuerySchema = z.object({
  period: z.coerce
    .number({ message: 'Period must be 30, 90 or 365 days' })
    .refine((v): v is AiTrendPeriod => (AI_TREND_PERIODS as readonly number[]).includes(v), {
      message: 'Period must be 30, 90 or 365 days',
    })
    .default(90),
});

/** POST /api/ai/trends: which period to compute (the GET reads the stored one). */
export const aiTrendsBodySchema = aiTrendsQuerySchema;

export const TREND_METRICS = [
  'averageInherent',
  'averageResidual',
  'passRate',
  'opened',
  'closed',
] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];

export const trendPointSchema = z.object({
  start: z.string(),
  end: z.string(),
  opened: z.number().int(),
  closed: z.number().int(),
  /** Risks in the register and not closed at the end of the bucket. */
  openRisks: z.number().int(),
  averageInherent: z.number().nullable(),
  averageResidual: z.number().nullable(),
  testsCompleted: z.number().int(),
  testsPassed: z.number().int(),
  /** 0..1; null without completed tests. */
  passRate: z.number().nullable(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const trendFitSchema = z.object({
  slope: z.number(),
  intercept: z.number(),
  /** Coefficient of determination; null when the points do not vary. */
  r2: z.number().nullable(),
  basedOn: z.number().int(),
  points: z.array(z.object({ end: z.string(), value: z.number() })),
});
export type TrendFit = z.infer<typeof trendFitSchema>;

export const aiTrendsSchema = aiAnswerMetaSchema.extend({
  period: z.number().int(),
  bucketDays: z.number(),
  points: z.array(trendPointSchema),
  prediction: z.object({
    method: z.string(),
    horizonDays: z.number().int(),
    /** Null for a metric with fewer than two points. */
    metrics: z.object({
      averageInherent: trendFitSchema.nullable(),
      averageResidual: trendFitSchema.nullable(),
      passRate: trendFitSchema.nullable(),
      opened: trendFitSchema.nullable(),
      closed: trendFitSchema.nullable(),
    }),
  }),
  /** Plain sentences built from the figures. */
  summary: z.string(),
  /** The model's short commentary; null offline. */
  commentary: z.string().nullable(),
});
export type AiTrends = z.infer<typeof aiTrendsSchema>;
