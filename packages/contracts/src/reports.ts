import { z } from 'zod';
import { checkCustomPeriod } from './analytics-trends.ts';
import { calendarDate } from './dates.ts';
import { listQuerySchema } from './envelope.ts';
import { TREND_PERIODS } from './insight-values.ts';
import {
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_RUN_STATUSES,
  REPORT_SECTIONS,
} from './report-values.ts';
import { RISK_CATEGORY_VALUES } from './risk-values.ts';

// The Report Builder (issue 13): what a report is made of, the document the server composes
// from it (previewed in the browser, rendered to PDF and XLSX), definitions, schedules, runs.

const id = z.string().trim().min(1).max(64, 'An id is at most 64 characters');

export const reportFiltersSchema = z
  .object({
    period: z.enum(TREND_PERIODS).default('90d'),
    from: calendarDate('from must be a date').optional(),
    to: calendarDate('to must be a date').optional(),
    category: z.array(z.enum(RISK_CATEGORY_VALUES)).max(20).optional(),
    ownerUserId: id.optional(),
    framework: z.string().trim().min(1).max(40).optional(),
  })
  .superRefine(checkCustomPeriod);
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

const sectionsSchema = z
  .array(z.enum(REPORT_SECTIONS))
  .min(1, 'Choose at least one section')
  .max(REPORT_SECTIONS.length)
  .refine((s) => new Set(s).size === s.length, 'A section is chosen once');

/** What to put in a report: its sections in order, the filters and period. */
export const reportSpecSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(120, 'A title is at most 120 characters'),
  sections: sectionsSchema,
  filters: reportFiltersSchema,
});
export type ReportSpec = z.infer<typeof reportSpecSchema>;

// ——— The composed document ———

export const chartDataSchema = z.object({
  type: z.enum(['line', 'bar', 'stacked-bar']),
  categories: z.array(z.string()),
  series: z.array(
    z.object({
      name: z.string(),
      data: z.array(z.number().nullable()),
      /** A theme token: risk level (critical…low), 'series-1'…'series-6', 'danger', 'success'. */
      color: z.string().optional(),
      /** Drawn as a line over bars (a rate), on the right-hand percent axis when `percent`. */
      line: z.boolean().optional(),
      percent: z.boolean().optional(),
    }),
  ),
  yLabel: z.string().optional(),
  /** The left axis's top (100 for a share in percent); from the data when absent. */
  yMax: z.number().optional(),
});
export type ChartData = z.infer<typeof chartDataSchema>;

const cell = z.union([z.string(), z.number(), z.null()]);

export const reportBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({
    kind: z.literal('figures'),
    items: z.array(
      z.object({
        label: z.string(),
        value: z.string(),
        tone: z.enum(['danger', 'warning', 'success']).nullable(),
      }),
    ),
  }),
  z.object({
    kind: z.literal('table'),
    title: z.string().optional(),
    columns: z.array(z.object({ label: z.string(), align: z.enum(['left', 'right']) })),
    rows: z.array(z.array(cell)),
    /** Said under the table: "The first 500 of 1,234 risks." */
    note: z.string().optional(),
  }),
  z.object({ kind: z.literal('chart'), title: z.string(), chart: chartDataSchema }),
  z.object({
    kind: z.literal('matrix'),
    title: z.string(),
    /** Top to bottom (likelihood 5 first) and left to right (impact 1 first). */
    rowLabels: z.array(z.string()),
    columnLabels: z.array(z.string()),
    cells: z.array(
      z.array(
        z.object({ count: z.number().int(), level: z.enum(['low', 'medium', 'high', 'critical']) }),
      ),
    ),
  }),
]);
export type ReportBlock = z.infer<typeof reportBlockSchema>;

export const reportDocumentSchema = z.object({
  title: z.string(),
  organizationName: z.string(),
  generatedAt: z.string(),
  /** The period covered, first and last moment, and in words ("Aug 27 – Nov 25, 2026"). */
  period: z.object({ from: z.string(), to: z.string(), label: z.string() }),
  /** The filters in words, for the cover ("Category: Technology"); empty when none. */
  filters: z.array(z.string()),
  sections: z.array(
    z.object({
      id: z.enum(REPORT_SECTIONS),
      title: z.string(),
      blocks: z.array(reportBlockSchema),
    }),
  ),
});
export type ReportDocument = z.infer<typeof reportDocumentSchema>;

// ——— Definitions, schedules, runs ———

export const reportScheduleSchema = z
  .object({
    frequency: z.enum(REPORT_FREQUENCIES),
    /** Weekly: 1 (Monday) … 7 (Sunday). */
    weekday: z.number().int().min(1).max(7).optional(),
    /** Monthly: 1 … 28 (every month has it). */
    dayOfMonth: z.number().int().min(1).max(28).optional(),
    /** Hour of the day, UTC. */
    hour: z.number().int().min(0).max(23).default(7),
    /** Members of the organisation who receive the PDF. */
    recipients: z.array(id).min(1, 'Choose at least one recipient').max(50),
  })
  .superRefine((s, ctx) => {
    if (s.frequency === 'weekly' && s.weekday === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['weekday'],
        message: 'A weekly report needs a weekday',
      });
    }
    if (s.frequency === 'monthly' && s.dayOfMonth === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['dayOfMonth'],
        message: 'A monthly report needs a day of the month',
      });
    }
  });
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const reportDefinitionSchema = z.object({
  id: z.string(),
  title: z.string(),
  sections: z.array(z.enum(REPORT_SECTIONS)),
  filters: z.object({
    period: z.enum(TREND_PERIODS),
    from: z.string().nullable(),
    to: z.string().nullable(),
    category: z.array(z.string()),
    ownerUserId: z.string().nullable(),
    framework: z.string().nullable(),
  }),
  schedule: z
    .object({
      frequency: z.enum(REPORT_FREQUENCIES),
      weekday: z.number().nullable(),
      dayOfMonth: z.number().nullable(),
      hour: z.number(),
      recipients: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
      nextRunAt: z.string(),
    })
    .nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;

export const reportRunSchema = z.object({
  id: z.string(),
  definitionId: z.string().nullable(),
  title: z.string(),
  format: z.enum(REPORT_FORMATS),
  status: z.enum(REPORT_RUN_STATUSES),
  /** 0..100 */
  progress: z.number().int(),
  /** What it is doing now, in words ("Drawing charts"). */
  stage: z.string().nullable(),
  error: z.string().nullable(),
  trigger: z.enum(['manual', 'schedule']),
  fileName: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  pageCount: z.number().int().nullable(),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

export const createReportRunSchema = z
  .object({
    format: z.enum(REPORT_FORMATS),
    /** A saved definition's id, or the report itself (an unsaved one). */
    definitionId: id.optional(),
    spec: reportSpecSchema.optional(),
  })
  .refine((b) => Boolean(b.definitionId) !== Boolean(b.spec), {
    message: 'Give either a saved report (definitionId) or its content (spec)',
    path: ['spec'],
  });

export const reportRunsQuerySchema = listQuerySchema.extend({
  definitionId: id.optional(),
});
