import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, TrustSubscriber } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { TRUST_CENTER_KEYS, trustSubscribersPath } from './keys.ts';

export const TRUST_SUBSCRIBERS_PAGE_SIZE = 25;

/** One page of the addresses subscribed to the updates, newest first. */
export const getTrustSubscribers = (cursor?: string) =>
  api.get<Page<TrustSubscriber>>(
    `${trustSubscribersPath}${listQuery({ limit: TRUST_SUBSCRIBERS_PAGE_SIZE, cursor })}`,
  );

export const trustSubscribersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: TRUST_CENTER_KEYS.subscribers,
    queryFn: ({ pageParam }) => getTrustSubscribers(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The subscribers a page at a time (managers only: the list names people). */
export const useTrustSubscribers = () =>
  useInfiniteQuery({
    ...trustSubscribersQueryOptions(),
    // Visitors subscribe and confirm while the team is away: ask again on each visit.
    staleTime: 0,
  });
