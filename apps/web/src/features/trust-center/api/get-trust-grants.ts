import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, TrustGrant } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { TRUST_CENTER_KEYS, trustGrantsPath } from './keys.ts';

export const TRUST_GRANTS_PAGE_SIZE = 25;

/** One page of approved visitors' grants, live ones first, each with its download count. */
export const getTrustGrants = (cursor?: string) =>
  api.get<Page<TrustGrant>>(
    `${trustGrantsPath}${listQuery({ limit: TRUST_GRANTS_PAGE_SIZE, cursor })}`,
  );

export const trustGrantsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: TRUST_CENTER_KEYS.grants,
    queryFn: ({ pageParam }) => getTrustGrants(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The grants a page at a time (managers only). */
export const useTrustGrants = () =>
  useInfiniteQuery({
    ...trustGrantsQueryOptions(),
    // Sign-ins, downloads and expiry move while the team is away: ask again on each visit.
    staleTime: 0,
  });
