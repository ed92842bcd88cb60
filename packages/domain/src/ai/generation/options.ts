// The wizard's options and fallbacks (risks spec §5), named once for the server and the web.
import type {
  AutomationPotential,
  GenerationFramework,
  GenerationIndustry,
  GenerationTimeline,
  RiskTolerance,
} from '@rampart/contracts';
import type { ImplementationComplexity } from '../../compliance/effort.ts';

/** §5 and §9: max implementation hours falls back to 80 when not numeric. */
export const DEFAULT_MAX_IMPLEMENTATION_HOURS = 80;
/** §5: preferred frameworks default to SOC2. */
export const DEFAULT_PREFERRED_FRAMEWORKS: readonly GenerationFramework[] = ['SOC2'];
/** Bulk generation: risks per batch when the caller names none. */
export const DEFAULT_BATCH_SIZE = 10;

export const FRAMEWORK_LABELS: Record<GenerationFramework, string> = {
  SOC2: 'SOC 2',
  ISO27001: 'ISO 27001',
  GDPR: 'GDPR',
  HIPAA: 'HIPAA',
};

export const INDUSTRY_LABELS: Record<GenerationIndustry, string> = {
  technology: 'Technology',
  healthcare: 'Healthcare',
  finance: 'Finance',
  retail: 'Retail',
  manufacturing: 'Manufacturing',
};

export const RISK_TOLERANCE_LABELS: Record<RiskTolerance, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export const TIMELINE_LABELS: Record<GenerationTimeline, string> = {
  urgent: 'Urgent (1-2 weeks)',
  standard: 'Standard (1-2 months)',
  flexible: 'Flexible (3+ months)',
};

/** The far end of each timeline: generated controls are due this many days after applying. */
export const TIMELINE_DAYS: Record<GenerationTimeline, number> = {
  urgent: 14,
  standard: 61,
  flexible: 91,
};

export const COMPLEXITY_LABELS: Record<ImplementationComplexity, string> = {
  simple: 'Simple',
  moderate: 'Moderate',
  complex: 'Complex',
};

export const AUTOMATION_POTENTIAL_LABELS: Record<AutomationPotential, string> = {
  manual: 'Manual',
  partial: 'Partial',
  full: 'Full',
};

/** The register's automation for a generated control's potential. */
export const AUTOMATION_FROM_POTENTIAL: Record<
  AutomationPotential,
  'manual' | 'hybrid' | 'automated'
> = { manual: 'manual', partial: 'hybrid', full: 'automated' };

/**
 * How many controls to propose for one risk: the less risk the organisation tolerates, the more
 * layers it wants.
 */
export const CONTROLS_BY_TOLERANCE: Record<RiskTolerance, number> = { low: 6, medium: 4, high: 3 };

/** Library candidates looked at per risk before the constraints. */
export const CANDIDATE_LIMIT = 20;

export type CategoryTone = 'accent' | 'success' | 'warning' | 'danger' | 'neutral';

/** A control category's colour (shell spec §3 category {name, color}), as a design-system tone. */
export const CATEGORY_TONES: Record<string, CategoryTone> = {
  'access-control': 'accent',
  'data-protection': 'success',
  'network-security': 'accent',
  'incident-response': 'danger',
  'compliance-monitoring': 'warning',
  'vendor-management': 'warning',
  governance: 'neutral',
  'asset-management': 'neutral',
  'hr-security': 'neutral',
  'physical-security': 'neutral',
  'operations-security': 'accent',
  'secure-development': 'success',
  'business-continuity': 'danger',
  privacy: 'success',
};

const ACRONYMS: Record<string, string> = { hr: 'HR' };

/** "Access control" from "access-control", "HR security" from "hr-security". */
export const categoryName = (id: string): string => {
  const words = id.split('-').map((w) => ACRONYMS[w] ?? w);
  const first = words[0] ?? '';
  const head = ACRONYMS[first.toLowerCase()]
    ? first
    : first.charAt(0).toUpperCase() + first.slice(1);
  return [head, ...words.slice(1)].join(' ');
};

export const categoryOf = (id: string) => ({
  id,
  name: categoryName(id),
  color: CATEGORY_TONES[id] ?? 'neutral',
});

/** Shell spec §3 mappingType: Preventive, Detective, Corrective. */
export const MAPPING_TYPE_LABELS: Record<'preventive' | 'detective' | 'corrective', string> = {
  preventive: 'Preventive',
  detective: 'Detective',
  corrective: 'Corrective',
};
