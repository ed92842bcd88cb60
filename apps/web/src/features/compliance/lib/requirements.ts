import type { RequirementStatusItem, RequirementStatusValue } from '@rampart/contracts';

type Groupable = Pick<RequirementStatusItem, 'code' | 'groupTitle'>;

/**
 * The group a requirement sits in: its catalog group (OSCAL imports), else the part of its code
 * above it: ISO "A.5.15" in A.5, SOC 2 "CC6.1" in CC6, NIST CSF "PR.AA-05" in PR.AA, PCI DSS
 * "8.4.3" in requirement 8, HIPAA "164.312(a)(1)" in § 164.312, SOX "AC-01" in AC. GDPR
 * articles stand alone: no group.
 */
export const requirementGroup = ({ code, groupTitle }: Groupable): string | null => {
  if (groupTitle) return groupTitle;
  const section = /^(\d+\.\d+)\(/.exec(code);
  if (section) return `§ ${section[1]}`;
  const numbered = /^(\d+)\.\d/.exec(code);
  if (numbered) return `Requirement ${numbered[1]}`;
  if (/^Art\.?\s*\d+$/i.test(code)) return null;
  const cut = Math.max(code.lastIndexOf('.'), code.lastIndexOf('-'));
  return cut > 0 ? code.slice(0, cut) : null;
};

/** The distinct groups in the framework's own order. */
export const groupsOf = (requirements: readonly Groupable[]): string[] => [
  ...new Set(requirements.map(requirementGroup).filter((g): g is string => g !== null)),
];

export type RequirementFilter = {
  status?: readonly RequirementStatusValue[];
  group?: string;
  /** Matches code, title and description, case-insensitively. */
  q?: string;
};

export const filterRequirements = <T extends RequirementStatusItem>(
  requirements: readonly T[],
  { status, group, q }: RequirementFilter,
): T[] => {
  const needle = q?.trim().toLowerCase();
  return requirements.filter(
    (r) =>
      (!status?.length || status.includes(r.status)) &&
      (!group || requirementGroup(r) === group) &&
      (!needle ||
        r.code.toLowerCase().includes(needle) ||
        r.title.toLowerCase().includes(needle) ||
        r.description.toLowerCase().includes(needle)),
  );
};

/** How many requirements are in each status. */
export const statusCounts = (
  requirements: readonly Pick<RequirementStatusItem, 'status'>[],
): Record<RequirementStatusValue, number> => {
  const counts = { met: 0, partly_met: 0, not_met: 0, not_applicable: 0 };
  for (const r of requirements) counts[r.status] += 1;
  return counts;
};
