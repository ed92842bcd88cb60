import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorExtractionJob } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { HUB_KEYS } from './keys.ts';

/** How often a running extraction is asked how far it got. */
export const EXTRACTION_POLL_MS = 1000;

export const isExtractionRunning = (job: Pick<VendorExtractionJob, 'status'> | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

export const getExtraction = (jobId: string) =>
  api.get<VendorExtractionJob>(`/vendors/extractions/${encodeURIComponent(jobId)}`);

export const extractionQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: HUB_KEYS.extraction(jobId),
    queryFn: () => getExtraction(jobId),
    // Followed while it runs; a finished job does not change by itself.
    refetchInterval: (q) => (isExtractionRunning(q.state.data) ? EXTRACTION_POLL_MS : false),
    // A finished job is final: no refetch when the tab is opened again.
    staleTime: (q) => (isExtractionRunning(q.state.data) ? 0 : Infinity),
  });

export const useExtraction = (jobId: string | undefined) =>
  useQuery({ ...extractionQueryOptions(jobId ?? ''), enabled: Boolean(jobId) });
