import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequirementStatusItem } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import {
  CONTROLS_PREFIX,
  FRAMEWORK_KEYS,
  requirementPath,
} from '../../../lib/framework-api/framework-keys.ts';

export type UnmapControlInput = { frameworkId: string; requirementId: string; controlId: string };

export const unmapRequirementControl = ({
  frameworkId,
  requirementId,
  controlId,
}: UnmapControlInput) =>
  api.delete<RequirementStatusItem>(
    `${requirementPath(frameworkId, requirementId)}/controls/${encodeURIComponent(controlId)}`,
  );

export const useUnmapRequirementControl = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmapRequirementControl,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONTROLS_PREFIX });
      return queryClient.invalidateQueries({ queryKey: FRAMEWORK_KEYS.all });
    },
  });
};
