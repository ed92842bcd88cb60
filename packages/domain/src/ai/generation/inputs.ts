// §5 input rules: what the wizard's fields become, with every fallback applied.
import {
  GENERATION_FRAMEWORK_VALUES,
  IMPLEMENTATION_COMPLEXITY_VALUES,
  type GenerationFramework,
  type GenerationSettings,
} from '@rampart/contracts';
import {
  DEFAULT_BATCH_SIZE,
  DEFAULT_MAX_IMPLEMENTATION_HOURS,
  DEFAULT_PREFERRED_FRAMEWORKS,
} from './options.ts';

/**
 * §5: max implementation hours is a number; it falls back to 80 when not numeric. A number
 * that cannot be an hour budget (zero, negative, infinite) falls back too.
 */
export const normalizeMaxHours = (value: unknown): number => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_MAX_IMPLEMENTATION_HOURS;
};

/** §5: a comma-separated list (the tech stack), each item trimmed; empty items and repeats dropped. */
export const parseList = (text: string): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (item && !seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
  }
  return out;
};

/** §5: preferred frameworks, SOC2 when none is chosen. */
export const normalizeFrameworks = (
  values: readonly string[] | undefined,
): GenerationFramework[] => {
  const known = [...new Set(values ?? [])].filter((v): v is GenerationFramework =>
    (GENERATION_FRAMEWORK_VALUES as readonly string[]).includes(v),
  );
  return known.length > 0 ? known : [...DEFAULT_PREFERRED_FRAMEWORKS];
};

/** Bulk batch size: a whole number from 1, else the default. */
export const normalizeBatchSize = (value: number | undefined): number =>
  value !== undefined && Number.isInteger(value) && value >= 1 ? value : DEFAULT_BATCH_SIZE;

export type SettingsInput = {
  organizationContext: {
    industry: GenerationSettings['organizationContext']['industry'];
    size: GenerationSettings['organizationContext']['size'];
    techStack?: readonly string[];
    existingControls?: readonly string[];
    complianceGoals?: readonly string[];
    riskTolerance: GenerationSettings['organizationContext']['riskTolerance'];
    budget?: number | null;
    timeline: GenerationSettings['organizationContext']['timeline'];
  };
  preferredFrameworks?: readonly string[];
  constraints?: {
    maxImplementationHours?: unknown;
    allowedComplexity?: readonly string[];
    requiredAutomation?: boolean;
    mustHaveFrameworks?: readonly string[];
    excludeCategories?: readonly string[];
  };
};

const cleanList = (items: readonly string[] | undefined) =>
  parseList((items ?? []).map((i) => i.replace(/,/g, ' ')).join(','));

/** The settings a generation runs with: the request with §5's fallbacks applied. */
export const normalizeGenerationSettings = (input: SettingsInput): GenerationSettings => {
  const c = input.constraints ?? {};
  const o = input.organizationContext;
  const complexity = IMPLEMENTATION_COMPLEXITY_VALUES.filter((v) =>
    (c.allowedComplexity ?? []).includes(v),
  );
  const must =
    (c.mustHaveFrameworks ?? []).length > 0 ? normalizeFrameworks(c.mustHaveFrameworks) : [];
  return {
    organizationContext: {
      industry: o.industry,
      size: o.size,
      techStack: cleanList(o.techStack),
      existingControls: cleanList(o.existingControls),
      complianceGoals: cleanList(o.complianceGoals),
      riskTolerance: o.riskTolerance,
      budget:
        typeof o.budget === 'number' && Number.isFinite(o.budget) && o.budget > 0 ? o.budget : null,
      timeline: o.timeline,
    },
    preferredFrameworks: normalizeFrameworks(input.preferredFrameworks),
    constraints: {
      maxImplementationHours: normalizeMaxHours(c.maxImplementationHours),
      // None chosen means no limit: every complexity.
      allowedComplexity: complexity.length > 0 ? complexity : [...IMPLEMENTATION_COMPLEXITY_VALUES],
      requiredAutomation: c.requiredAutomation === true,
      mustHaveFrameworks: must,
      excludeCategories: [...new Set(c.excludeCategories ?? [])],
    },
  };
};
