import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, FrameworkItem } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { ARIA_KEYS, ARIA_STALE_MS } from './keys.ts';

type FrameworksPage = Page<FrameworkItem>;

/** The frameworks the organisation tracks: the ones a gap analysis is offered for. */
export const getTrackedFrameworks = async () =>
  (await api.get<FrameworksPage>('/frameworks')).items.filter((f) => f.selected);

export const trackedFrameworksQueryOptions = () =>
  queryOptions({
    queryKey: ARIA_KEYS.frameworks,
    queryFn: getTrackedFrameworks,
    staleTime: ARIA_STALE_MS,
  });

export const useTrackedFrameworks = () => useQuery(trackedFrameworksQueryOptions());
