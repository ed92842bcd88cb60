// Shell spec §9 "Control effort" applied to one generated control and its mapping to the risk.
import type { AutomationPotential } from '@rampart/contracts';
import {
  costPerHour,
  controlTypeFromLibrary,
  coverageFromScore,
  DEFAULT_AI_CONFIDENCE,
  effectivenessFromScore,
  generatedEffortHours,
  generatedMitigationScore,
  IMPORTANCE_EFFORT,
  LIBRARY_IMPORTANCES,
  priorityFromImportance,
  type EffortFigures,
  type ImplementationComplexity,
  type LibraryImportance,
  type OrganizationSize,
} from '../../compliance/effort.ts';
import { PERCENT_CUTOFFS } from '../../risk/effectiveness.ts';
import { CONFIDENCE } from '../confidence.ts';

/**
 * §9 for generated controls: hours are 16 × complexity × size, the mitigation score
 * min(10, 7 + 2 for Critical or 1 for High).
 */
export type GeneratedPlan = EffortFigures & {
  mappingType: 'preventive' | 'detective' | 'corrective';
  /** §9: High at 8 or more, Medium at 6 or more. */
  effectiveness: 'high' | 'medium' | 'low';
  /** What the register's mapping stores, 0..1 (see `mappingEffectivenessValue`). */
  effectivenessValue: number;
  /** §9: score × 10, percent. */
  coverage: number;
};

const importanceOf = (importance: string): LibraryImportance =>
  (LIBRARY_IMPORTANCES as readonly string[]).includes(importance)
    ? (importance as LibraryImportance)
    : 'ADVANCED';

/** The complexity a library control's importance implies (§9: MANDATORY Complex...). */
export const complexityFromImportance = (importance: string): ImplementationComplexity =>
  IMPORTANCE_EFFORT[importanceOf(importance)].complexity;

/**
 * The register stores a mapping's effectiveness as 0..1 and shows its band with the percent
 * cutoffs (85/60); §9 bands a generated mapping from the score (8/6). The value is the score
 * over 10, raised to the band's floor where the two disagree (a score of 8 is High: 0.85).
 */
export const mappingEffectivenessValue = (score: number): number => {
  const band = effectivenessFromScore(score);
  const value = Math.max(0, Math.min(1, score / 10));
  const floor =
    band === 'high'
      ? PERCENT_CUTOFFS.high / 100
      : band === 'medium'
        ? PERCENT_CUTOFFS.medium / 100
        : 0;
  return Math.max(value, floor);
};

/** Every number of a generated control, from its library control and the organisation's size. */
export const planGeneratedControl = (
  control: { name: string; category: string; importance: string },
  size: OrganizationSize | null | undefined,
): GeneratedPlan => {
  const importance = importanceOf(control.importance);
  const complexity = IMPORTANCE_EFFORT[importance].complexity;
  const priority = priorityFromImportance(control.importance);
  const hours = generatedEffortHours(complexity, size);
  const rate = costPerHour(size);
  const score = generatedMitigationScore(priority);
  return {
    priority,
    implementationComplexity: complexity,
    frequency: IMPORTANCE_EFFORT[importance].frequency,
    estimatedHours: hours,
    costPerHour: rate,
    estimatedCost: Math.round(hours * rate),
    riskMitigationScore: score,
    mappingType: controlTypeFromLibrary(control),
    effectiveness: effectivenessFromScore(score),
    effectivenessValue: mappingEffectivenessValue(score),
    coverage: coverageFromScore(score),
  };
};

/** Work a machine can do end to end: collecting logs, scanning, alerting, backing up... */
const FULLY_AUTOMATABLE =
  /\b(automat\w*|log(s|ging)?|monitor\w*|scan\w*|alert\w*|backups?|encrypt\w*|patch\w*|siem|mfa|multi-factor|firewall\w*|intrusion|malware|anti-?virus|dlp|vulnerabilit\w*)\b/i;
/** Categories of technical controls: tools help, people still decide. */
const TECHNICAL_CATEGORIES = new Set([
  'access-control',
  'network-security',
  'data-protection',
  'operations-security',
  'secure-development',
  'asset-management',
  'business-continuity',
  'incident-response',
]);

/**
 * Shell spec §3 automationPotential (Manual, Partial, Full): full when the control's work is
 * what tools do and the organisation named a stack to run them on; partial for technical
 * controls; manual for policies, people and paperwork.
 */
export const automationPotential = (
  control: { name: string; category: string; how: string },
  techStack: readonly string[],
): AutomationPotential => {
  const text = `${control.name} ${control.how}`;
  if (FULLY_AUTOMATABLE.test(text)) return techStack.length > 0 ? 'full' : 'partial';
  return TECHNICAL_CATEGORIES.has(control.category) ? 'partial' : 'manual';
};

/** How much a retrieval score can lower a control's confidence below the result's. */
export const CONTROL_CONFIDENCE_FLOOR = 0.8;

const clampConfidence = (v: number) =>
  Math.round(Math.min(CONFIDENCE.max, Math.max(CONFIDENCE.min, v)) * 100) / 100;

/**
 * A generated control's confidence. Offline: the result's confidence, lowered for a control the
 * risk's words point at weakly (retrieval score 0..1). With a model: what it said, else §9's
 * default 0.85, never above the result's confidence plus the model's bonus.
 */
export const controlConfidence = (
  resultConfidence: number,
  source: { retrievalScore: number } | { modelConfidence: number | null | undefined },
): number => {
  if ('retrievalScore' in source) {
    const s = Math.max(0, Math.min(1, source.retrievalScore));
    return clampConfidence(
      resultConfidence * (CONTROL_CONFIDENCE_FLOOR + (1 - CONTROL_CONFIDENCE_FLOOR) * s),
    );
  }
  const said = source.modelConfidence;
  const value = typeof said === 'number' && Number.isFinite(said) ? said : DEFAULT_AI_CONFIDENCE;
  return clampConfidence(Math.min(value, resultConfidence + CONFIDENCE.model));
};

/** Tags: the category, the frameworks served, the stack items the control's text names. */
export const generatedTags = (
  control: { category: string; name: string; how: string },
  frameworks: readonly string[],
  techStack: readonly string[],
  potential: AutomationPotential,
): string[] => {
  const text = `${control.name} ${control.how}`.toLowerCase();
  const stack = techStack.filter((t) => text.includes(t.toLowerCase()));
  const tags = [control.category, ...frameworks, ...stack];
  if (potential === 'full') tags.push('automatable');
  return [...new Set(tags)];
};
