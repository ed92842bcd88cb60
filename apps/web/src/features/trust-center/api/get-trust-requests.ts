import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, TrustAccessRequest } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { TRUST_CENTER_KEYS, trustRequestsPath } from './keys.ts';

export const TRUST_REQUESTS_PAGE_SIZE = 25;

/** One page of visitors' requests for the restricted files, those waiting for the team first. */
export const getTrustRequests = (cursor?: string) =>
  api.get<Page<TrustAccessRequest>>(
    `${trustRequestsPath}${listQuery({ limit: TRUST_REQUESTS_PAGE_SIZE, cursor })}`,
  );

export const trustRequestsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: TRUST_CENTER_KEYS.requests,
    queryFn: ({ pageParam }) => getTrustRequests(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The requests a page at a time (managers only: they name visitors). */
export const useTrustRequests = () =>
  useInfiniteQuery({
    ...trustRequestsQueryOptions(),
    // Visitors confirm their address while the team is away: ask again on each visit.
    staleTime: 0,
  });
