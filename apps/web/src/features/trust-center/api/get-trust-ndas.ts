import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, TrustNda } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { TRUST_CENTER_KEYS, trustNdasPath } from './keys.ts';

export const TRUST_NDAS_PAGE_SIZE = 10;

/** One page of the NDA's versions, the one in force (the newest) first. */
export const getTrustNdas = (cursor?: string) =>
  api.get<Page<TrustNda>>(`${trustNdasPath}${listQuery({ limit: TRUST_NDAS_PAGE_SIZE, cursor })}`);

export const trustNdasQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: TRUST_CENTER_KEYS.ndas,
    queryFn: ({ pageParam }) => getTrustNdas(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The NDA's versions a page at a time; anyone who reads the trust centre may read them. */
export const useTrustNdas = () => useInfiniteQuery(trustNdasQueryOptions());
