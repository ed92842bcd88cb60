import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RequirementStatusItem,
  RequestBody,
  mapRequirementControlBodySchema,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import {
  CONTROLS_PREFIX,
  FRAMEWORK_KEYS,
  requirementPath,
} from '../../../lib/framework-api/framework-keys.ts';

export type MapControlInput = { frameworkId: string; requirementId: string } & RequestBody<
  typeof mapRequirementControlBodySchema
>;

export const mapRequirementControl = ({ frameworkId, requirementId, ...body }: MapControlInput) =>
  api.post<RequirementStatusItem>(`${requirementPath(frameworkId, requirementId)}/controls`, body);

export const useMapRequirementControl = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mapRequirementControl,
    onSuccess: () => {
      // A control's frameworks list follows its requirements.
      void queryClient.invalidateQueries({ queryKey: CONTROLS_PREFIX });
      return queryClient.invalidateQueries({ queryKey: FRAMEWORK_KEYS.all });
    },
  });
};
