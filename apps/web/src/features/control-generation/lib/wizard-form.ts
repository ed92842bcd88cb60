import type {
  GenerationFramework,
  GenerationIndustry,
  GenerationTimeline,
  RiskTolerance,
  LIBRARY_CATEGORY_VALUES,
} from '@rampart/contracts';
import {
  normalizeMaxHours,
  parseList,
  type ImplementationComplexity,
  type OrganizationSize,
} from '@rampart/domain';

export type LibraryCategory = (typeof LIBRARY_CATEGORY_VALUES)[number];

/** The Configuration tab's fields, as typed (lists and numbers are still text). */
export type WizardForm = {
  industry: GenerationIndustry;
  size: OrganizationSize;
  techStack: string;
  existingControls: string;
  complianceGoals: string;
  riskTolerance: RiskTolerance;
  budget: string;
  timeline: GenerationTimeline;
  preferredFrameworks: GenerationFramework[];
  maxImplementationHours: string;
  allowedComplexity: ImplementationComplexity[];
  requiredAutomation: boolean;
  mustHaveFrameworks: GenerationFramework[];
  excludeCategories: LibraryCategory[];
  /** Bulk only. */
  batchSize: string;
};

const INDUSTRIES: readonly string[] = [
  'technology',
  'healthcare',
  'finance',
  'retail',
  'manufacturing',
];
const SIZES: readonly string[] = ['startup', 'small', 'medium', 'large', 'enterprise'];

/** The wizard starts from §5's defaults, with the organisation's own size and industry. */
export const defaultWizardForm = (org?: {
  size: string | null;
  industry: string | null;
}): WizardForm => {
  const industry = org?.industry?.trim().toLowerCase() ?? '';
  return {
    industry: (INDUSTRIES.includes(industry) ? industry : 'technology') as GenerationIndustry,
    size: (org?.size && SIZES.includes(org.size) ? org.size : 'medium') as OrganizationSize,
    techStack: '',
    existingControls: '',
    complianceGoals: '',
    riskTolerance: 'medium',
    budget: '',
    timeline: 'standard',
    preferredFrameworks: ['SOC2'],
    maxImplementationHours: '80',
    allowedComplexity: ['simple', 'moderate', 'complex'],
    requiredAutomation: false,
    mustHaveFrameworks: [],
    excludeCategories: [],
    batchSize: '10',
  };
};

/** Existing controls and goals: one per line, or comma-separated like the tech stack. */
const lines = (text: string) => text.split('\n').flatMap((line) => parseList(line));

const positiveNumber = (text: string): number | null => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

/** The request's settings from the form; the server applies the same §5 fallbacks again. */
export const toSettings = (form: WizardForm) => ({
  organizationContext: {
    industry: form.industry,
    size: form.size,
    techStack: parseList(form.techStack),
    existingControls: lines(form.existingControls),
    complianceGoals: lines(form.complianceGoals),
    riskTolerance: form.riskTolerance,
    budget: positiveNumber(form.budget),
    timeline: form.timeline,
  },
  preferredFrameworks: form.preferredFrameworks,
  constraints: {
    maxImplementationHours: normalizeMaxHours(form.maxImplementationHours),
    allowedComplexity: form.allowedComplexity,
    requiredAutomation: form.requiredAutomation,
    mustHaveFrameworks: form.mustHaveFrameworks,
    excludeCategories: form.excludeCategories,
  },
});

/** What the hours field will mean, so a fallback is never a surprise. */
export const maxHoursHint = (text: string): string => {
  const hours = normalizeMaxHours(text);
  const typed = positiveNumber(text);
  return typed === hours
    ? `The plan stays within ${hours} hours.`
    : `Not a number: ${hours} hours will be used.`;
};

export const batchSizeOf = (text: string): number | undefined => {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 && n <= 50 ? n : undefined;
};

/** Risk ids passed in the URL as one comma-separated value. */
export const parseRiskIds = (value: string | undefined): string[] =>
  value
    ? [
        ...new Set(
          value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ]
    : [];
