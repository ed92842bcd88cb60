import { z } from 'zod';
import { LIST_LIMIT_MAX } from './envelope.ts';
import { calendarDate } from './dates.ts';
import {
  REVIEW_CADENCE_VALUES,
  RISK_CATEGORY_VALUES,
  RISK_LEVEL_VALUES,
  RISK_SORT_COLUMNS,
  RISK_STATUS_VALUES,
} from './risk-values.ts';

/** Accepts any case ("technology") and answers in the canonical one. */
const upperEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(values, { message: `${label} must be one of ${values.join(', ')}` }),
  );
const lowerEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(values, { message: `${label} must be one of ${values.join(', ')}` }),
  );

export const riskCategorySchema = upperEnum(RISK_CATEGORY_VALUES, 'Category');
export const riskStatusSchema = lowerEnum(RISK_STATUS_VALUES, 'Status');
export const riskLevelSchema = lowerEnum(RISK_LEVEL_VALUES, 'Risk level');
const scale = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number from 1 to 5` })
    .int(`${label} must be a whole number from 1 to 5`)
    .min(1, `${label} must be from 1 to 5`)
    .max(5, `${label} must be from 1 to 5`);
const isoDate = calendarDate();

export const abilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean() });

/** Why a mapped control counts what it does against the risk (decision 005, issue 19). */
export const RESIDUAL_REASON_VALUES = [
  'inactive',
  'failed',
  'overdue',
  'tested',
  'untested',
] as const;
export const residualContributionSchema = z.object({
  controlId: z.string(),
  controlTitle: z.string(),
  controlType: z.string(),
  /** The mapping's effectiveness, 0..1: how well the control addresses this risk. */
  mapping: z.number(),
  /** How well the control operates by its evidence, 0..1 (capped by tests and their dates). */
  operating: z.number(),
  /** What counts against the risk: mapping × operating. */
  contribution: z.number(),
  reason: z.enum(RESIDUAL_REASON_VALUES),
  overdue: z.boolean(),
  lastTestResult: z.string().nullable(),
  lastTestedAt: z.string().nullable(),
  testDueAt: z.string().nullable(),
  /** One sentence: what counts and why ("Capped at 0%: last test failed on 3 Nov 2026."). */
  note: z.string(),
});
export type ResidualContribution = z.infer<typeof residualContributionSchema>;

export const riskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(RISK_CATEGORY_VALUES),
  likelihood: z.number().int(),
  impact: z.number().int(),
  riskScore: z.number().int(),
  riskLevel: z.enum(RISK_LEVEL_VALUES),
  residualLikelihood: z.number().int(),
  residualImpact: z.number().int(),
  residualScore: z.number().int(),
  residualLevel: z.enum(RISK_LEVEL_VALUES),
  status: z.enum(RISK_STATUS_VALUES),
  owner: z.string(),
  ownerUserId: z.string().nullable(),
  reviewCadence: z.enum(REVIEW_CADENCE_VALUES),
  frameworks: z.array(z.string()),
  controls: z.array(z.string()),
  aiConfidence: z.number().nullable(),
  dateIdentified: z.string(),
  lastAssessed: z.string().nullable(),
  nextReview: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: abilitiesSchema,
  /** On one risk (GET and PATCH /api/risks/:id): each mapped control's part in the residual. */
  residualBasis: z.array(residualContributionSchema).optional(),
});
export type Risk = z.infer<typeof riskSchema>;

const riskFields = {
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title is at most 200 characters'),
  description: z.string().max(10_000, 'Description is at most 10,000 characters'),
  category: riskCategorySchema,
  likelihood: scale('Likelihood'),
  impact: scale('Impact'),
  status: riskStatusSchema,
  owner: z.string().trim().max(200).nullable(),
  ownerUserId: z.string().max(64).nullable(),
  reviewCadence: lowerEnum(REVIEW_CADENCE_VALUES, 'Review cadence'),
  frameworks: z.array(z.string().trim().min(1).max(40)).max(20),
  dateIdentified: isoDate,
  lastAssessed: isoDate.nullable(),
  nextReview: isoDate.nullable(),
};

export const createRiskBodySchema = z.object({
  ...riskFields,
  description: riskFields.description.default(''),
  category: riskFields.category.default('OPERATIONAL'),
  status: riskFields.status.default('identified'),
  owner: riskFields.owner.optional(),
  ownerUserId: riskFields.ownerUserId.optional(),
  reviewCadence: riskFields.reviewCadence.optional(),
  frameworks: riskFields.frameworks.default([]),
  dateIdentified: riskFields.dateIdentified.optional(),
  lastAssessed: riskFields.lastAssessed.optional(),
  nextReview: riskFields.nextReview.optional(),
});
export type CreateRiskBody = z.infer<typeof createRiskBodySchema>;

export const updateRiskBodySchema = z
  .object(riskFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateRiskBody = z.infer<typeof updateRiskBodySchema>;

/** Arrays arrive repeated in the query (?category=A&category=B); one value is an array of one. */
export const many = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
      z.array(item).max(20),
    )
    .optional();

export const listQueryBase = {
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(50),
  cursor: z.string().max(200).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(200).optional(),
};

export const listRisksQuerySchema = z.object({
  ...listQueryBase,
  sortBy: z.enum(RISK_SORT_COLUMNS).default('createdAt'),
  category: many(riskCategorySchema),
  status: many(riskStatusSchema),
  riskLevel: many(riskLevelSchema),
  owner: z.string().trim().max(200).optional(),
  framework: many(z.string().max(40)),
  residualLevel: many(riskLevelSchema),
  /** A heat-map cell: inherent or residual position. */
  likelihood: many(scale('Likelihood')),
  impact: many(scale('Impact')),
  residualLikelihood: many(scale('Residual likelihood')),
  residualImpact: many(scale('Residual impact')),
});
export type ListRisksQuery = z.infer<typeof listRisksQuerySchema>;

export const bulkDeleteBodySchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1, 'Select at least one item').max(1000),
});
export const bulkCreateRisksBodySchema = z.object({
  risks: z.array(createRiskBodySchema).min(1).max(1000),
});
export const bulkUpdateRisksBodySchema = z.object({
  updates: z
    .array(z.object({ id: z.string().min(1).max(64) }).and(z.object(riskFields).partial()))
    .min(1)
    .max(1000),
});

export const riskTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Plain values, ready to send as a create body. */
  risk: z.object({
    title: z.string(),
    description: z.string(),
    category: z.enum(RISK_CATEGORY_VALUES),
    likelihood: z.number().int(),
    impact: z.number().int(),
    status: z.enum(RISK_STATUS_VALUES),
    frameworks: z.array(z.string()),
  }),
});
export type RiskTemplate = z.infer<typeof riskTemplateSchema>;
