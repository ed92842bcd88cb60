import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TrustItemKind, TrustItemList } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { TRUST_CENTER_KEYS, trustItemsPath } from './keys.ts';

export const TRUST_ITEMS_PAGE_SIZE = 50;

/** One page of the records of a kind the page may show, published first, then by name. */
export const getTrustItems = (kind: TrustItemKind, cursor?: string) =>
  api.get<TrustItemList>(
    `${trustItemsPath}${listQuery({ kind, limit: TRUST_ITEMS_PAGE_SIZE, cursor })}`,
  );

export const trustItemsQueryOptions = (kind: TrustItemKind) =>
  infiniteQueryOptions({
    queryKey: TRUST_CENTER_KEYS.items(kind),
    queryFn: ({ pageParam }) => getTrustItems(kind, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A kind's records a page at a time ("Load more"): a register of controls can be long. */
export const useTrustItems = (kind: TrustItemKind) =>
  useInfiniteQuery({
    ...trustItemsQueryOptions(kind),
    // Whether a record stands moves with other screens (a failed test, an expiry): ask again.
    staleTime: 0,
  });
