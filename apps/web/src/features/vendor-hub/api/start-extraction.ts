import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorExtractionJob } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { HUB_KEYS } from './keys.ts';

/** Starts reading a vendor's site in the background; the answer is the queued job. */
export const startExtraction = (url: string) =>
  api.post<VendorExtractionJob>('/vendors/extractions', { url });

export const useStartExtraction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startExtraction,
    // The job page shows at once what the server answered instead of loading it again.
    onSuccess: (job) => queryClient.setQueryData(HUB_KEYS.extraction(job.id), job),
  });
};
