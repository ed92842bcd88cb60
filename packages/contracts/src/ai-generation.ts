import { z } from 'zod';
import { aiEngineSchema } from './ai.ts';
import { LIBRARY_CATEGORY_VALUES } from './compliance-values.ts';
import { checklistItemSchema } from './controls.ts';
import {
  CONTROL_FREQUENCY_VALUES,
  CONTROL_PRIORITY_VALUES,
  CONTROL_TYPE_VALUES,
  CONTROL_EFFECTIVENESS_BAND_VALUES,
  IMPLEMENTATION_COMPLEXITY_VALUES,
} from './control-values.ts';
import { ORGANIZATION_SIZE_VALUES } from './organizations.ts';

// The AI control-generation wizard and bulk generation (risks spec §2-§5, shell spec §3-§4, §9).
// The shapes are here; fallbacks and rules (80 hours, SOC2, batch size...) are in the domain.

/** §5 preferred frameworks. */
export const GENERATION_FRAMEWORK_VALUES = ['SOC2', 'ISO27001', 'GDPR', 'HIPAA'] as const;
export type GenerationFramework = (typeof GENERATION_FRAMEWORK_VALUES)[number];
/** §5 industry options. */
export const GENERATION_INDUSTRY_VALUES = [
  'technology',
  'healthcare',
  'finance',
  'retail',
  'manufacturing',
] as const;
export type GenerationIndustry = (typeof GENERATION_INDUSTRY_VALUES)[number];
export const RISK_TOLERANCE_VALUES = ['low', 'medium', 'high'] as const;
export type RiskTolerance = (typeof RISK_TOLERANCE_VALUES)[number];
/** §5: Urgent (1-2 weeks), Standard (1-2 months), Flexible (3+ months). */
export const GENERATION_TIMELINE_VALUES = ['urgent', 'standard', 'flexible'] as const;
export type GenerationTimeline = (typeof GENERATION_TIMELINE_VALUES)[number];
/** Shell spec §3: Manual, Partial, Full. */
export const AUTOMATION_POTENTIAL_VALUES = ['manual', 'partial', 'full'] as const;
export type AutomationPotential = (typeof AUTOMATION_POTENTIAL_VALUES)[number];

/** §4: the wizard's six steps, in order. */
export const GENERATION_STEP_NAMES = [
  'Analyzing Risk Context',
  'Identifying Relevant Controls',
  'Generating AI Recommendations',
  'Creating Control Mappings',
  'Calculating Implementation Plan',
  'Finalizing Results',
] as const;

/** Accepts any case; "ISO 27001" and "SOC-2" name the same framework as ISO27001 and SOC2. */
const loose = <T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  normalise: (v: string) => string = (v) => v.toLowerCase(),
) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? normalise(v.trim()) : v),
    z.enum(values, { message: `${label} must be one of ${values.join(', ')}` }),
  );
const frameworkSchema = loose(GENERATION_FRAMEWORK_VALUES, 'Framework', (v) =>
  v.toUpperCase().replace(/[\s_-]+/g, ''),
);
const complexitySchema = loose(IMPLEMENTATION_COMPLEXITY_VALUES, 'Complexity');
const textList = (max: number, itemMax: number) =>
  z.array(z.string().trim().min(1).max(itemMax)).max(max);
const id = z.string().min(1).max(64);

/** Risks spec §3 "Organization context for generation". */
export const generationContextSchema = z.object({
  industry: loose(GENERATION_INDUSTRY_VALUES, 'Industry'),
  size: loose(ORGANIZATION_SIZE_VALUES, 'Size'),
  techStack: textList(30, 60).default([]),
  /** Controls already in place, in the organisation's words; matching ones are not proposed. */
  existingControls: textList(100, 200).default([]),
  complianceGoals: textList(20, 200).default([]),
  riskTolerance: loose(RISK_TOLERANCE_VALUES, 'Risk tolerance'),
  /** US dollars for the whole plan; absent means no limit. */
  budget: z.number().min(0).max(1_000_000_000).nullable().optional(),
  timeline: loose(GENERATION_TIMELINE_VALUES, 'Timeline'),
});
export type GenerationContext = z.infer<typeof generationContextSchema>;

/** Risks spec §3 "Constraints". */
export const generationConstraintsSchema = z.object({
  /** §5: a number; anything else falls back to 80 (domain `normalizeMaxHours`). */
  maxImplementationHours: z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .optional(),
  /** None chosen means every complexity. */
  allowedComplexity: z.array(complexitySchema).max(3).default([]),
  /** Only controls that can be at least partly automated. */
  requiredAutomation: z.boolean().default(false),
  mustHaveFrameworks: z.array(frameworkSchema).max(4).default([]),
  excludeCategories: z.array(z.enum(LIBRARY_CATEGORY_VALUES)).max(14).default([]),
});
export type GenerationConstraintsInput = z.infer<typeof generationConstraintsSchema>;

const settingsFields = {
  organizationContext: generationContextSchema,
  /** §5: none chosen means SOC2. */
  preferredFrameworks: z.array(frameworkSchema).max(4).default([]),
  constraints: generationConstraintsSchema.default({
    allowedComplexity: [],
    requiredAutomation: false,
    mustHaveFrameworks: [],
    excludeCategories: [],
  }),
};

/** POST /api/ai/controls/generate */
export const generateControlsBodySchema = z.object({ riskId: id, ...settingsFields });
export type GenerateControlsBody = z.infer<typeof generateControlsBodySchema>;

export const BULK_GENERATION_MAX_RISKS = 500;
export const BULK_GENERATION_MAX_BATCH = 50;

/** POST /api/ai/controls/bulk-generate */
export const bulkGenerateBodySchema = z.object({
  riskIds: z
    .array(id)
    .min(1, 'Choose at least one risk')
    .max(BULK_GENERATION_MAX_RISKS, `At most ${BULK_GENERATION_MAX_RISKS} risks at once`),
  /** Absent: the domain's default (10). */
  batchSize: z.number().int().min(1).max(BULK_GENERATION_MAX_BATCH).optional(),
  ...settingsFields,
});
export type BulkGenerateBody = z.infer<typeof bulkGenerateBodySchema>;

/** The normalised settings a job ran with (every §5 fallback applied). */
export const generationSettingsSchema = z.object({
  organizationContext: z.object({
    industry: z.enum(GENERATION_INDUSTRY_VALUES),
    size: z.enum(ORGANIZATION_SIZE_VALUES),
    techStack: z.array(z.string()),
    existingControls: z.array(z.string()),
    complianceGoals: z.array(z.string()),
    riskTolerance: z.enum(RISK_TOLERANCE_VALUES),
    budget: z.number().nullable(),
    timeline: z.enum(GENERATION_TIMELINE_VALUES),
  }),
  preferredFrameworks: z.array(z.enum(GENERATION_FRAMEWORK_VALUES)),
  constraints: z.object({
    maxImplementationHours: z.number(),
    allowedComplexity: z.array(z.enum(IMPLEMENTATION_COMPLEXITY_VALUES)),
    requiredAutomation: z.boolean(),
    mustHaveFrameworks: z.array(z.enum(GENERATION_FRAMEWORK_VALUES)),
    excludeCategories: z.array(z.string()),
  }),
});
export type GenerationSettings = z.infer<typeof generationSettingsSchema>;

/** Risks spec §3 "Generated control", with the shell spec §3 Control fields it has. */
export const generatedControlSchema = z.object({
  /** Stable within its job; what apply names. */
  id: z.string(),
  riskId: z.string(),
  /** The library control it was grounded in. */
  libraryControlId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  category: z.object({ id: z.string(), name: z.string(), color: z.string() }),
  type: z.enum(CONTROL_TYPE_VALUES),
  frequency: z.enum(CONTROL_FREQUENCY_VALUES),
  frameworks: z.array(z.string()),
  requirementCodes: z.array(z.string()),
  priority: z.enum(CONTROL_PRIORITY_VALUES),
  implementationComplexity: z.enum(IMPLEMENTATION_COMPLEXITY_VALUES),
  estimatedHours: z.number(),
  costPerHour: z.number(),
  estimatedCost: z.number(),
  automationPotential: z.enum(AUTOMATION_POTENTIAL_VALUES),
  /** Out of 10. */
  riskMitigationScore: z.number(),
  aiGenerated: z.literal(true),
  /** 0..1 */
  aiConfidence: z.number(),
  tags: z.array(z.string()),
  checklist: z.array(checklistItemSchema),
});
export type GeneratedControl = z.infer<typeof generatedControlSchema>;

/** Shell spec §3 "Risk-control mapping", proposed. */
export const generatedMappingSchema = z.object({
  id: z.string(),
  riskId: z.string(),
  /** The generated control's id. */
  controlId: z.string(),
  mappingType: z.enum(CONTROL_TYPE_VALUES),
  effectiveness: z.enum(CONTROL_EFFECTIVENESS_BAND_VALUES),
  /** 0..1, what the register's mapping stores. */
  effectivenessValue: z.number(),
  /** Percent. */
  coverage: z.number(),
  aiGenerated: z.literal(true),
  aiConfidence: z.number(),
  rationale: z.string(),
});
export type GeneratedMapping = z.infer<typeof generatedMappingSchema>;

/** One risk's result set (§3): controls, mappings, time, cost and the analysis. */
export const generationResultSchema = z.object({
  riskId: z.string(),
  riskTitle: z.string(),
  controls: z.array(generatedControlSchema),
  mappings: z.array(generatedMappingSchema),
  /** Hours. */
  estimatedTimeToImplement: z.number(),
  estimatedCost: z.number(),
  analysis: z.object({
    confidence: z.number(),
    engine: aiEngineSchema,
    model: z.string().nullable(),
    /** The model's output was unusable and the offline engine's result is shown. */
    fallbackUsed: z.boolean(),
    summary: z.string(),
    /** Library controls that matched the risk, before the constraints. */
    candidates: z.number().int(),
    /** What the constraints left out, and why. */
    excluded: z.array(z.object({ title: z.string(), reason: z.string() })),
  }),
});
export type GenerationResult = z.infer<typeof generationResultSchema>;
