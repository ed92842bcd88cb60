import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, TrustUpdate } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { TRUST_CENTER_KEYS, trustUpdatesPath } from './keys.ts';

export const TRUST_UPDATES_PAGE_SIZE = 10;

/** One page of the updates on the public page, newest first. */
export const getTrustUpdates = (cursor?: string) =>
  api.get<Page<TrustUpdate>>(
    `${trustUpdatesPath}${listQuery({ limit: TRUST_UPDATES_PAGE_SIZE, cursor })}`,
  );

export const trustUpdatesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: TRUST_CENTER_KEYS.updates,
    queryFn: ({ pageParam }) => getTrustUpdates(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The updates a page at a time; anyone who reads the trust centre may read them. */
export const useTrustUpdates = () => useInfiniteQuery(trustUpdatesQueryOptions());
