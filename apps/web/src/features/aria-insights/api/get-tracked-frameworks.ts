import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FrameworkItem } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { ARIA_KEYS, ARIA_STALE_MS } from './keys.ts';

/** The frameworks the organisation tracks: the ones a gap analysis is offered for. */
export const getTrackedFrameworks = async (signal?: AbortSignal) =>
  (await getAllItems<FrameworkItem>('/frameworks', signal)).filter((f) => f.selected);

export const trackedFrameworksQueryOptions = () =>
  queryOptions({
    queryKey: ARIA_KEYS.frameworks,
    queryFn: ({ signal }) => getTrackedFrameworks(signal),
    staleTime: ARIA_STALE_MS,
  });

export const useTrackedFrameworks = () => useQuery(trackedFrameworksQueryOptions());
