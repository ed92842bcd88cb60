import type { RequirementRef } from '@rampart/contracts';

export type FrameworkCodes = { frameworkId: string; codes: string[] };

/**
 * A library control's requirements grouped by framework, in the order the control names them:
 * one control counts for every framework in the list.
 */
export const codesByFramework = (requirements: readonly RequirementRef[]): FrameworkCodes[] => {
  const groups = new Map<string, string[]>();
  for (const r of requirements) {
    const codes = groups.get(r.frameworkId) ?? [];
    if (!codes.includes(r.code)) codes.push(r.code);
    groups.set(r.frameworkId, codes);
  }
  return [...groups].map(([frameworkId, codes]) => ({ frameworkId, codes }));
};

/** Words that keep their capitals in a label. */
const ACRONYMS: Record<string, string> = { hr: 'HR', it: 'IT' };

/** "Access control" from "access-control", "HR security" from "hr-security". */
export const categoryLabel = (category: string): string => {
  const words = category.replace(/[-_]+/g, ' ').trim();
  const label = words
    .split(' ')
    .map((w) => ACRONYMS[w] ?? w)
    .join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
};
