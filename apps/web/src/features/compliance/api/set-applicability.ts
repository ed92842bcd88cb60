import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RequirementStatusItem,
  RequestBody,
  applicabilityBodySchema,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { FRAMEWORK_KEYS, requirementPath } from '../../../lib/framework-api/framework-keys.ts';

export type ApplicabilityInput = { frameworkId: string; requirementId: string } & RequestBody<
  typeof applicabilityBodySchema
>;

export const setApplicability = ({ frameworkId, requirementId, ...body }: ApplicabilityInput) =>
  api.put<RequirementStatusItem>(
    `${requirementPath(frameworkId, requirementId)}/applicability`,
    body,
  );

export const useSetApplicability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setApplicability,
    // The status moves the framework's summary, its table and its gaps.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FRAMEWORK_KEYS.all }),
  });
};
