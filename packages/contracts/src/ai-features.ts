import { z } from 'zod';
import { aiEngineSchema } from './ai.ts';
import { RISK_TOLERANCE_VALUES } from './ai-generation.ts';
import { frameworkSummarySchema, gapLibraryControlSchema } from './compliance.ts';
import { RISK_CATEGORY_VALUES, RISK_LEVEL_VALUES } from './risk-values.ts';

// ARIA's analysis features (issue 5): risk analysis, control recommendation, compliance gaps
// and test-step generation (the executive report, insights and trends are in ai-reports.ts).
// Every answer says which engine produced it, with which model, and how sure it is.

/** Who answered, and how sure. `fallbackUsed`: the model's output was unusable. */
export const aiAnswerMetaSchema = z.object({
  engine: aiEngineSchema,
  /** Null for the offline engine. */
  model: z.string().nullable(),
  /** 0.3..0.95 (spec §9). */
  confidence: z.number(),
  fallbackUsed: z.boolean(),
  generatedAt: z.string(),
});
export type AiAnswerMeta = z.infer<typeof aiAnswerMetaSchema>;

const id = z.string().trim().min(1).max(64);
const scale = (label: string) =>
  z
    .number({ message: `${label} must be a number from 1 to 5` })
    .int(`${label} must be a whole number from 1 to 5`)
    .min(1, `${label} must be from 1 to 5`)
    .max(5, `${label} must be from 1 to 5`);
const category = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(RISK_CATEGORY_VALUES, {
    message: `Category must be one of ${RISK_CATEGORY_VALUES.join(', ')}`,
  }),
);

/** Either a risk of the register, or a risk described here (not saved). */
const riskSubject = {
  riskId: id.optional(),
  title: z.string().trim().max(200, 'Title is at most 200 characters').optional(),
  description: z.string().max(10_000, 'Description is at most 10,000 characters').optional(),
  category: category.optional(),
};
const needsSubject = <T extends { riskId?: string; title?: string }>(v: T) =>
  Boolean(v.riskId || v.title?.trim());
const subjectIssue = {
  message: 'Give the riskId of a risk, or describe the risk with a title',
  path: ['title'],
};

// ---------------------------------------------------------------------------------------------
// Risk analysis
// ---------------------------------------------------------------------------------------------

export const RISK_TREATMENT_VALUES = ['accept', 'mitigate', 'transfer', 'avoid'] as const;
export type RiskTreatment = (typeof RISK_TREATMENT_VALUES)[number];

export const analyzeRiskBodySchema = z
  .object({
    ...riskSubject,
    likelihood: scale('Likelihood').optional(),
    impact: scale('Impact').optional(),
    /** How much residual risk the organisation accepts; default medium. */
    tolerance: z
      .enum(RISK_TOLERANCE_VALUES, { message: 'Tolerance must be low, medium or high' })
      .default('medium'),
  })
  .refine(needsSubject, subjectIssue);
export type AnalyzeRiskBody = z.infer<typeof analyzeRiskBodySchema>;

export const relatedControlSchema = z.object({
  /** A register control's id (mapped), or a library control's id. */
  id: z.string(),
  title: z.string(),
  source: z.enum(['mapped', 'library']),
  /** preventive, detective or corrective, for a register control. */
  type: z.string().nullable(),
  /** How well the mapped control addresses the risk, 0..1. */
  effectiveness: z.number().nullable(),
  libraryControlId: z.string().nullable(),
  /** The organisation's controls adopted from the library control. */
  adoptedControlIds: z.array(z.string()),
  rationale: z.string(),
});
export type RelatedControl = z.infer<typeof relatedControlSchema>;

/** The register's figures the analysis rests on (for a described risk, the ones given). */
export const riskAnalysisBasisSchema = z.object({
  likelihood: z.number().int().nullable(),
  impact: z.number().int().nullable(),
  inherentScore: z.number().int().nullable(),
  inherentLevel: z.enum(RISK_LEVEL_VALUES).nullable(),
  residualScore: z.number().int().nullable(),
  residualLevel: z.enum(RISK_LEVEL_VALUES).nullable(),
  mappedControls: z.number().int(),
  tolerance: z.enum(RISK_TOLERANCE_VALUES),
  /** The highest residual score the tolerance accepts. */
  toleranceMaxScore: z.number().int(),
  /** Inputs the analysis had to do without (likelihood, impact, description...). */
  missing: z.array(z.string()),
});

export const riskAnalysisSchema = aiAnswerMetaSchema.extend({
  riskId: z.string().nullable(),
  title: z.string(),
  /** 0..100 */
  score: z.number().int(),
  likelihood: z.number().int(),
  impact: z.number().int(),
  recommendation: z.enum(RISK_TREATMENT_VALUES),
  reasoning: z.string(),
  relatedControls: z.array(relatedControlSchema),
  basis: riskAnalysisBasisSchema,
});
export type RiskAnalysis = z.infer<typeof riskAnalysisSchema>;

// ---------------------------------------------------------------------------------------------
// Control recommendation
// ---------------------------------------------------------------------------------------------

export const RECOMMEND_MAX_LIMIT = 20;

export const recommendControlsBodySchema = z
  .object({
    ...riskSubject,
    limit: z
      .number({ message: `Limit must be a number from 1 to ${RECOMMEND_MAX_LIMIT}` })
      .int('Limit must be a whole number')
      .min(1, `Limit must be from 1 to ${RECOMMEND_MAX_LIMIT}`)
      .max(RECOMMEND_MAX_LIMIT, `Limit must be from 1 to ${RECOMMEND_MAX_LIMIT}`)
      .default(5),
  })
  .refine(needsSubject, subjectIssue);
export type RecommendControlsBody = z.infer<typeof recommendControlsBodySchema>;

export const recommendedControlSchema = z.object({
  libraryControlId: z.string(),
  name: z.string(),
  category: z.string(),
  importance: z.string(),
  /** Requirement codes the control serves. */
  standards: z.array(z.string()),
  /** 0..1, the offline ranking's strength. */
  score: z.number(),
  rationale: z.string(),
  /** The organisation already adopted it. */
  inPlace: z.boolean(),
  adoptedControlIds: z.array(z.string()),
});
export type RecommendedControl = z.infer<typeof recommendedControlSchema>;

export const controlRecommendationsSchema = aiAnswerMetaSchema.extend({
  riskId: z.string().nullable(),
  items: z.array(recommendedControlSchema),
});
export type ControlRecommendations = z.infer<typeof controlRecommendationsSchema>;

// ---------------------------------------------------------------------------------------------
// Compliance gaps
// ---------------------------------------------------------------------------------------------

export const complianceGapsBodySchema = z.object({
  frameworkId: z
    .string({ message: 'Framework is required' })
    .trim()
    .min(1, 'Framework is required')
    .max(64),
});

export const complianceGapSchema = z.object({
  requirementId: z.string(),
  code: z.string(),
  title: z.string(),
  mandatory: z.boolean(),
  status: z.enum(['not_met', 'partly_met']),
  why: z.array(z.string()),
  nextSteps: z.array(z.string()),
  /** Library controls that would close the gap (adopted ones name the register control). */
  libraryControls: z.array(gapLibraryControlSchema),
});
export type ComplianceGap = z.infer<typeof complianceGapSchema>;

export const complianceGapAnalysisSchema = aiAnswerMetaSchema.extend({
  framework: z.object({
    id: z.string(),
    name: z.string(),
    version: z.string(),
    tracked: z.boolean(),
    summary: frameworkSummarySchema,
  }),
  summary: z.string(),
  gaps: z.array(complianceGapSchema),
  priorities: z.array(z.string()),
});
export type ComplianceGapAnalysis = z.infer<typeof complianceGapAnalysisSchema>;

// ---------------------------------------------------------------------------------------------
// Test-step generation
// ---------------------------------------------------------------------------------------------

export const generateTestStepsBodySchema = z.object({
  controlId: z
    .string({ message: 'Control is required' })
    .trim()
    .min(1, 'Control is required')
    .max(64),
});

export const generatedStepSchema = z.object({
  instruction: z.string(),
  expectedResult: z.string(),
});
export type GeneratedStep = z.infer<typeof generatedStepSchema>;

export const generatedTestStepsSchema = aiAnswerMetaSchema.extend({
  controlId: z.string(),
  /** A title and description to save the steps under. */
  title: z.string(),
  description: z.string(),
  steps: z.array(generatedStepSchema),
  /** What the steps were built from (control fields, library text). */
  sources: z.array(z.string()),
});
export type GeneratedTestSteps = z.infer<typeof generatedTestStepsSchema>;
