import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, ReportRun } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { isActive } from '../lib/run-labels.ts';
import { REPORT_KEYS } from './keys.ts';

/** How often a running export is asked how it is doing. */
export const RUN_POLL_MS = 1000;
export const RUN_HISTORY_LIMIT = 20;

export const getRuns = (definitionId: string | undefined, cursor?: string) =>
  api.get<Page<ReportRun>>(
    `/reports/runs${listQuery({ definitionId, limit: RUN_HISTORY_LIMIT, cursor })}`,
  );

/** Runs newest first, a page at a time ("Load more"). */
export const runsQueryOptions = (definitionId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: REPORT_KEYS.runList(definitionId),
    queryFn: ({ pageParam }) => getRuns(definitionId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A list holding a run still being made follows it (a page left and come back to).
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.items.some(isActive)) ? RUN_POLL_MS : false,
  });

export const useRuns = (definitionId: string | undefined) =>
  useInfiniteQuery(runsQueryOptions(definitionId));
