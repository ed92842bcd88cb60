import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportRun } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { isActive } from '../lib/run-labels.ts';
import { RUN_POLL_MS } from './get-runs.ts';
import { REPORT_KEYS } from './keys.ts';

export const getRun = (id: string) => api.get<ReportRun>(`/reports/runs/${encodeURIComponent(id)}`);

export const runQueryOptions = (id: string) =>
  queryOptions({
    queryKey: REPORT_KEYS.run(id),
    queryFn: () => getRun(id),
    // Followed every second until it is completed or failed; then it does not change.
    refetchInterval: (q) =>
      q.state.status === 'error' || (q.state.data && !isActive(q.state.data)) ? false : RUN_POLL_MS,
    staleTime: 0,
  });

export const useRun = (id: string | undefined) =>
  useQuery({ ...runQueryOptions(id ?? ''), enabled: Boolean(id) });

export const runFilePath = (id: string) => `/reports/runs/${encodeURIComponent(id)}/file`;
