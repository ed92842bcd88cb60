// The shell spec's §9 "Control effort" rules: what adopting or generating a control costs.
import type { ControlFrequency } from '../risk/cadence.ts';

export const ORGANIZATION_SIZES = ['startup', 'small', 'medium', 'large', 'enterprise'] as const;
export type OrganizationSize = (typeof ORGANIZATION_SIZES)[number];

export const ORGANIZATION_SIZE_LABELS: Record<OrganizationSize, string> = {
  startup: 'Startup (1-50)',
  small: 'Small (51-200)',
  medium: 'Medium (201-1000)',
  large: 'Large (1001-5000)',
  enterprise: 'Enterprise (5000+)',
};

export const LIBRARY_IMPORTANCES = ['MANDATORY', 'PREFERRED', 'ADVANCED'] as const;
export type LibraryImportance = (typeof LIBRARY_IMPORTANCES)[number];

export const CONTROL_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type ControlPriority = (typeof CONTROL_PRIORITIES)[number];

export const IMPLEMENTATION_COMPLEXITIES = ['simple', 'moderate', 'complex'] as const;
export type ImplementationComplexity = (typeof IMPLEMENTATION_COMPLEXITIES)[number];

export const IMPLEMENTATION_STATUSES = ['not_started', 'in_progress', 'implemented'] as const;
export type ImplementationStatus = (typeof IMPLEMENTATION_STATUSES)[number];

/** Base hours for a generated control, before complexity and size. */
export const BASE_EFFORT_HOURS = 16;
export const COMPLEXITY_FACTOR: Record<ImplementationComplexity, number> = {
  simple: 0.5,
  moderate: 1,
  complex: 2,
};
/** Sizes without an entry count as 1. */
export const SIZE_FACTOR: Partial<Record<OrganizationSize, number>> = {
  enterprise: 1.5,
  startup: 0.7,
};
export const COST_PER_HOUR: Record<OrganizationSize | 'default', number> = {
  enterprise: 150,
  startup: 75,
  small: 100,
  medium: 100,
  large: 100,
  default: 100,
};
export const DEFAULT_AI_CONFIDENCE = 0.85;
export const CHECKLIST_LENGTH = 5;

type ImportanceEffort = {
  hours: number;
  complexity: ImplementationComplexity;
  priority: ControlPriority;
  frequency: ControlFrequency;
};

/** §9: MANDATORY 24 h Complex Critical Monthly; PREFERRED 16 h Moderate High Quarterly; else 8 h Simple Annually. */
export const IMPORTANCE_EFFORT: Record<LibraryImportance, ImportanceEffort> = {
  MANDATORY: { hours: 24, complexity: 'complex', priority: 'critical', frequency: 'MONTHLY' },
  PREFERRED: { hours: 16, complexity: 'moderate', priority: 'high', frequency: 'QUARTERLY' },
  // The spec's "otherwise" row has no priority; its mitigation-priority rule maps ADVANCED to Medium.
  ADVANCED: { hours: 8, complexity: 'simple', priority: 'medium', frequency: 'ANNUALLY' },
};

/** §9 mitigation priority: MANDATORY to Critical, PREFERRED to High, ADVANCED to Medium, else Low. */
export const priorityFromImportance = (importance: string): ControlPriority =>
  importance === 'MANDATORY'
    ? 'critical'
    : importance === 'PREFERRED'
      ? 'high'
      : importance === 'ADVANCED'
        ? 'medium'
        : 'low';

/** §9 risk mitigation score derived from priority: Critical 9, High 7, Medium 5, Low 3. */
export const MITIGATION_SCORE_BY_PRIORITY: Record<ControlPriority, number> = {
  critical: 9,
  high: 7,
  medium: 5,
  low: 3,
};

/** §9 for generated controls: min(10, 7 + 2 for Critical or 1 for High). */
export const generatedMitigationScore = (priority: ControlPriority): number =>
  Math.min(10, 7 + (priority === 'critical' ? 2 : priority === 'high' ? 1 : 0));

/** §9 mapping effectiveness from the mitigation score: High at 8 or more, Medium at 6 or more. */
export const effectivenessFromScore = (score: number): 'high' | 'medium' | 'low' =>
  score >= 8 ? 'high' : score >= 6 ? 'medium' : 'low';

/** §9 coverage is the score times 10 (percent). */
export const coverageFromScore = (score: number): number => Math.max(0, Math.min(100, score * 10));

export const sizeFactor = (size: OrganizationSize | null | undefined): number =>
  (size && SIZE_FACTOR[size]) || 1;

export const costPerHour = (size: OrganizationSize | null | undefined): number =>
  COST_PER_HOUR[size ?? 'default'];

const round1 = (n: number) => Math.round(n * 10) / 10;

/** §9 generated-control hours: 16 × complexity × size. */
export const generatedEffortHours = (
  complexity: ImplementationComplexity,
  size: OrganizationSize | null | undefined,
): number => round1(BASE_EFFORT_HOURS * COMPLEXITY_FACTOR[complexity] * sizeFactor(size));

export type ChecklistItem = { id: string; label: string; done: boolean };

/** The five implementation steps every adopted control starts with (§9: 5 items). */
export const implementationChecklist = (control: {
  name: string;
  how: string;
  evidence: string;
}): ChecklistItem[] => {
  const firstSentence = (text: string) => (text.split(/(?<=\.)\s/)[0] ?? text).trim();
  return [
    `Name an owner for "${control.name}" and agree its scope`,
    `Design the procedure: ${firstSentence(control.how)}`,
    'Put the control into operation and record when it started',
    `Collect evidence: ${firstSentence(control.evidence)}`,
    'Run the first test and record its result',
  ].map((label, i) => ({ id: `step-${i + 1}`, label, done: false }));
};

/** The effort and cost figures of §9 that every new control carries into the register. */
export type EffortFigures = {
  priority: ControlPriority;
  implementationComplexity: ImplementationComplexity;
  frequency: ControlFrequency;
  estimatedHours: number;
  costPerHour: number;
  estimatedCost: number;
  riskMitigationScore: number;
};

/** Hours here are the importance's hours × the organisation's size factor (decision 006). */
export type AdoptionPlan = EffortFigures & {
  mappingEffectiveness: 'high' | 'medium' | 'low';
  coverage: number;
  checklist: ChecklistItem[];
  implementationStatus: 'not_started';
  implementationProgress: 0;
};

/** What a library control becomes in an organisation's register. */
export const planAdoption = (
  control: { name: string; importance: string; how: string; evidence: string },
  size: OrganizationSize | null | undefined,
): AdoptionPlan => {
  const importance = (LIBRARY_IMPORTANCES as readonly string[]).includes(control.importance)
    ? (control.importance as LibraryImportance)
    : 'ADVANCED';
  const effort = IMPORTANCE_EFFORT[importance];
  const priority = priorityFromImportance(control.importance);
  const hours = round1(effort.hours * sizeFactor(size));
  const rate = costPerHour(size);
  const score = MITIGATION_SCORE_BY_PRIORITY[priority];
  return {
    priority,
    implementationComplexity: effort.complexity,
    frequency: effort.frequency,
    estimatedHours: hours,
    costPerHour: rate,
    estimatedCost: Math.round(hours * rate),
    riskMitigationScore: score,
    mappingEffectiveness: effectivenessFromScore(score),
    coverage: coverageFromScore(score),
    checklist: implementationChecklist(control),
    implementationStatus: 'not_started',
    implementationProgress: 0,
  };
};

/** Progress follows the checklist: the share of steps done, in percent. */
export const progressFromChecklist = (items: readonly ChecklistItem[]): number =>
  items.length === 0 ? 0 : Math.round((items.filter((i) => i.done).length / items.length) * 100);

/** A library control's kind, from what it does: monitoring detects, recovery corrects. */
export const controlTypeFromLibrary = (control: {
  name: string;
  category: string;
}): 'preventive' | 'detective' | 'corrective' => {
  const name = control.name.toLowerCase();
  if (/\b(monitor|logging|log review|detect|alert|review|audit|scan|reconcil)/.test(name))
    return 'detective';
  if (
    control.category === 'incident-response' ||
    control.category === 'business-continuity' ||
    /\b(recover|restor|respon|remediat|backup)/.test(name)
  )
    return 'corrective';
  return 'preventive';
};
