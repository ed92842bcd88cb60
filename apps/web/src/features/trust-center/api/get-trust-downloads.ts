import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, TrustDownload } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { TRUST_CENTER_KEYS, trustDownloadsPath } from './keys.ts';

export const TRUST_DOWNLOADS_PAGE_SIZE = 25;

/** One page of the files visitors took from the public page, newest first. */
export const getTrustDownloads = (cursor?: string) =>
  api.get<Page<TrustDownload>>(
    `${trustDownloadsPath}${listQuery({ limit: TRUST_DOWNLOADS_PAGE_SIZE, cursor })}`,
  );

export const trustDownloadsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: TRUST_CENTER_KEYS.downloads,
    queryFn: ({ pageParam }) => getTrustDownloads(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The download log a page at a time ("Load more"): a busy page is taken from often. */
export const useTrustDownloads = () =>
  useInfiniteQuery({
    ...trustDownloadsQueryOptions(),
    // Visitors take files while the team is away: ask again on each visit.
    staleTime: 0,
  });
