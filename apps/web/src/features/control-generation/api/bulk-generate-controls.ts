import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiJob, BulkGenerateBody } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { GENERATION_KEYS } from './keys.ts';

/** Queues a bulk generation; the server's runner works through it in batches. */
export const bulkGenerateControls = (body: BulkGenerateBody) =>
  api.post<AiJob>('/ai/controls/bulk-generate', body);

export const useBulkGenerateControls = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkGenerateControls,
    onSuccess: (job) => {
      queryClient.setQueryData(GENERATION_KEYS.job(job.id), job);
      return queryClient.invalidateQueries({ queryKey: GENERATION_KEYS.list });
    },
  });
};
