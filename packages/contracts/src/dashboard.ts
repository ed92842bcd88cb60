import { z } from 'zod';
import { page } from './envelope.ts';

// The dashboard's own widgets (issue 13). Heat map, frameworks, vendors and activity reuse
// their pages' endpoints.

const levelCountsSchema = z.object({
  critical: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
});
export type LevelCounts = z.infer<typeof levelCountsSchema>;

const levelPointSchema = z.object({
  at: z.string(),
  total: z.number().int(),
  inherent: levelCountsSchema,
  residual: levelCountsSchema,
});

/** The register now and 30 days ago, by level, from the risk history. */
export const dashboardRiskLevelsSchema = z.object({
  now: levelPointSchema,
  before: levelPointSchema,
});
export type DashboardRiskLevels = z.infer<typeof dashboardRiskLevelsSchema>;

/** A page of the tests due (soonest first), with the widget's counts beside it. */
export const dashboardTestsSchema = page(
  z.object({
    controlId: z.string(),
    controlTitle: z.string(),
    testId: z.string().nullable(),
    due: z.string(),
    overdue: z.boolean(),
    assigneeName: z.string().nullable(),
  }),
).extend({
  overdue: z.number().int(),
  dueSoon: z.number().int(),
  /** Due or overdue tests assigned to the person asking. */
  mine: z.number().int(),
});
export type DashboardTests = z.infer<typeof dashboardTestsSchema>;

export const dashboardFindingsSchema = z.object({
  open: z.number().int(),
  overdue: z.number().int(),
  bySeverity: z.array(
    z.object({
      severity: z.enum(['critical', 'high', 'medium', 'low']),
      under30: z.number().int(),
      from30to90: z.number().int(),
      over90: z.number().int(),
      overdue: z.number().int(),
    }),
  ),
});
export type DashboardFindings = z.infer<typeof dashboardFindingsSchema>;

/** A page of the evidence expiring (soonest first), with the widget's counts beside it. */
export const dashboardEvidenceSchema = page(
  z.object({
    id: z.string(),
    title: z.string(),
    expiresAt: z.string(),
    expired: z.boolean(),
    controlId: z.string().nullable(),
    controlTitle: z.string().nullable(),
    vendorId: z.string().nullable(),
  }),
).extend({
  expired: z.number().int(),
  expiring: z.number().int(),
});
export type DashboardEvidence = z.infer<typeof dashboardEvidenceSchema>;
