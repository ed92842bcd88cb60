import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiJobList } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { GENERATION_KEYS } from './keys.ts';

export const RECENT_JOBS = 10;

export const getAiJobs = () => api.get<AiJobList>(`/ai/jobs?limit=${RECENT_JOBS}`);

export const aiJobsQueryOptions = queryOptions({
  queryKey: GENERATION_KEYS.list,
  queryFn: getAiJobs,
  refetchInterval: (q) =>
    q.state.data?.items.some((j) => j.status === 'queued' || j.status === 'running') ? 2000 : false,
});

export const useAiJobs = () => useQuery(aiJobsQueryOptions);
