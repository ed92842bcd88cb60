import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorExtractionJob } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';

/** How often a running job is asked for its pages. */
export const EXTRACTION_POLL_MS = 1000;

const FINISHED: readonly VendorExtractionJob['status'][] = ['completed', 'failed', 'cancelled'];
export const jobFinished = (job: VendorExtractionJob | undefined): boolean =>
  job !== undefined && FINISHED.includes(job.status);

export const getExtractionJob = (jobId: string) =>
  api.get<VendorExtractionJob>(`/vendors/extractions/${encodeURIComponent(jobId)}`);

export const extractionJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: vendorKeys.extraction(jobId),
    queryFn: () => getExtractionJob(jobId),
    // Polled until it finishes; the pages read so far come with every answer.
    refetchInterval: (query) => (jobFinished(query.state.data) ? false : EXTRACTION_POLL_MS),
  });

export const useExtractionJob = (jobId: string | null, initial?: VendorExtractionJob) =>
  useQuery({
    ...extractionJobQueryOptions(jobId ?? ''),
    enabled: Boolean(jobId),
    initialData: initial,
  });
