// Which candidates the constraints keep (risks spec §3 "Constraints"), and the plan's totals.
import type { AutomationPotential, GenerationSettings } from '@rampart/contracts';
import type { ImplementationComplexity } from '../../compliance/effort.ts';

export const EXCLUSION_REASONS = {
  inPlace: 'Already in place',
  category: 'Category excluded',
  complexity: 'Complexity not allowed',
  automation: 'Cannot be automated',
  hours: 'Over the hours limit',
  budget: 'Over the budget',
} as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[keyof typeof EXCLUSION_REASONS];

/** Words of an existing control's name that a candidate must all contain to count as it. */
const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).sort();

/** The organisation says it has this control already (by name, in its own words). */
export const matchesExistingControl = (name: string, existing: readonly string[]): boolean => {
  const own = new Set(words(name));
  return existing.some((e) => {
    const theirs = words(e);
    return theirs.length > 0 && theirs.every((w) => own.has(w));
  });
};

/** Why a candidate is left out before generation, or null when it fits. */
export const candidateExclusion = (
  c: {
    name: string;
    category: string;
    inPlace: boolean;
    complexity: ImplementationComplexity;
    automationPotential: AutomationPotential;
  },
  settings: GenerationSettings,
): ExclusionReason | null => {
  const k = settings.constraints;
  if (c.inPlace || matchesExistingControl(c.name, settings.organizationContext.existingControls))
    return EXCLUSION_REASONS.inPlace;
  if (k.excludeCategories.includes(c.category)) return EXCLUSION_REASONS.category;
  if (!k.allowedComplexity.includes(c.complexity)) return EXCLUSION_REASONS.complexity;
  if (k.requiredAutomation && c.automationPotential === 'manual')
    return EXCLUSION_REASONS.automation;
  return null;
};

/**
 * Controls serving a must-have framework first, then the rest, each group in rank order
 * (stable), so the required frameworks are covered before the hours run out.
 */
export const orderByMustHave = <T extends { frameworks: readonly string[] }>(
  items: readonly T[],
  mustHave: readonly string[],
): T[] => {
  if (mustHave.length === 0) return [...items];
  const serves = (i: T) => i.frameworks.some((f) => mustHave.includes(f));
  return [...items.filter(serves), ...items.filter((i) => !serves(i))];
};

export type Costed = { estimatedHours: number; estimatedCost: number };

/**
 * Step 5: keeps controls in order while the plan stays within the hours limit and the budget;
 * one that does not fit is left out and the next ones are still tried.
 */
export const fitPlan = <T extends Costed>(
  items: readonly T[],
  limits: { maxHours: number; budget: number | null },
): { kept: T[]; dropped: { item: T; reason: ExclusionReason }[] } => {
  const kept: T[] = [];
  const dropped: { item: T; reason: ExclusionReason }[] = [];
  let hours = 0;
  let cost = 0;
  for (const item of items) {
    if (hours + item.estimatedHours > limits.maxHours) {
      dropped.push({ item, reason: EXCLUSION_REASONS.hours });
    } else if (limits.budget !== null && cost + item.estimatedCost > limits.budget) {
      dropped.push({ item, reason: EXCLUSION_REASONS.budget });
    } else {
      kept.push(item);
      hours += item.estimatedHours;
      cost += item.estimatedCost;
    }
  }
  return { kept, dropped };
};

/** §3 result totals: estimatedTimeToImplement (hours) and estimatedCost. */
export const planTotals = (items: readonly Costed[]) => ({
  estimatedTimeToImplement: Math.round(items.reduce((s, i) => s + i.estimatedHours, 0) * 10) / 10,
  estimatedCost: Math.round(items.reduce((s, i) => s + i.estimatedCost, 0)),
});
