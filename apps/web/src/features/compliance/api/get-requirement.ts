import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequirementDetail } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { FRAMEWORK_KEYS, requirementPath } from '../../../lib/framework-api/framework-keys.ts';

/** One requirement with its controls, their evidence and the library controls that serve it. */
export const getRequirement = (frameworkId: string, requirementId: string) =>
  api.get<RequirementDetail>(requirementPath(frameworkId, requirementId));

export const requirementQueryOptions = (frameworkId: string, requirementId: string) =>
  queryOptions({
    queryKey: FRAMEWORK_KEYS.requirement(frameworkId, requirementId),
    queryFn: () => getRequirement(frameworkId, requirementId),
  });

export const useRequirement = (frameworkId: string, requirementId: string) =>
  useQuery(requirementQueryOptions(frameworkId, requirementId));
