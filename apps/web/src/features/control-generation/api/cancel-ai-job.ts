import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiJob } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { GENERATION_KEYS } from './keys.ts';

/** Stops a queued or running job after its current batch; what it saved stays. */
export const cancelAiJob = (id: string) =>
  api.post<AiJob>(`/ai/jobs/${encodeURIComponent(id)}/cancel`);

export const useCancelAiJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAiJob,
    onSuccess: (job) => {
      queryClient.setQueryData(GENERATION_KEYS.job(job.id), job);
      return queryClient.invalidateQueries({ queryKey: GENERATION_KEYS.list });
    },
  });
};
