import type { RequirementStatusItem, RequirementStatusValue } from '@rampart/contracts';
import { requirementGroup } from '@rampart/domain';

// The filters live in the domain: the requirements export applies them on the server.
export { filterRequirements, requirementGroup, type RequirementFilter } from '@rampart/domain';

type Groupable = Pick<RequirementStatusItem, 'code' | 'groupTitle'>;

/** The distinct groups in the framework's own order. */
export const groupsOf = (requirements: readonly Groupable[]): string[] => [
  ...new Set(requirements.map(requirementGroup).filter((g): g is string => g !== null)),
];

/** How many requirements are in each status. */
export const statusCounts = (
  requirements: readonly Pick<RequirementStatusItem, 'status'>[],
): Record<RequirementStatusValue, number> => {
  const counts = { met: 0, partly_met: 0, not_met: 0, not_applicable: 0 };
  for (const r of requirements) counts[r.status] += 1;
  return counts;
};
