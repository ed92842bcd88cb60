import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiJob } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { GENERATION_KEYS } from './keys.ts';

/** How often a page that was reloaded mid-run asks how the job is doing. */
export const JOB_POLL_MS = 1000;

export const isRunning = (job: Pick<AiJob, 'status'> | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

export const getAiJob = (id: string) => api.get<AiJob>(`/ai/jobs/${encodeURIComponent(id)}`);

export const aiJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: GENERATION_KEYS.job(id),
    queryFn: () => getAiJob(id),
    // Follows a running job until it ends; a finished one does not change by itself.
    refetchInterval: (q) => (isRunning(q.state.data) ? JOB_POLL_MS : false),
  });

export const useAiJob = (id: string | undefined) =>
  useQuery({ ...aiJobQueryOptions(id ?? ''), enabled: Boolean(id) });
