import type { RequirementRef } from '@rampart/contracts';
import { controlCategoryLabel } from '@rampart/domain';

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

/** "Access control" from "access-control", "HR security" from "hr-security". */
export const categoryLabel = (category: string): string => controlCategoryLabel(category);
