import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyGeneratedResult } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROLS_PREFIX, GENERATION_KEYS, RISKS_PREFIX } from './keys.ts';

/** Creates the chosen controls and their risk mappings in the register. */
export const applyGeneratedControls = ({
  jobId,
  controlIds,
}: {
  jobId: string;
  controlIds: string[];
}) => api.post<ApplyGeneratedResult>(`/ai/jobs/${encodeURIComponent(jobId)}/apply`, { controlIds });

export const useApplyGeneratedControls = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyGeneratedControls,
    onSuccess: (_data, { jobId }) => {
      void queryClient.invalidateQueries({ queryKey: CONTROLS_PREFIX });
      void queryClient.invalidateQueries({ queryKey: RISKS_PREFIX });
      void queryClient.invalidateQueries({ queryKey: GENERATION_KEYS.list });
      return queryClient.invalidateQueries({ queryKey: GENERATION_KEYS.job(jobId) });
    },
  });
};
