import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, TrustDownload } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { TRUST_CENTER_KEYS, trustDownloadsPath } from './keys.ts';

export const TRUST_DOWNLOADS_PAGE_SIZE = 25;

/** One page of the files visitors took from the public page (one viewer's), newest first. */
export const getTrustDownloads = (grantId: string | null, cursor?: string) =>
  api.get<Page<TrustDownload>>(
    `${trustDownloadsPath}${listQuery({
      grantId: grantId ?? undefined,
      limit: TRUST_DOWNLOADS_PAGE_SIZE,
      cursor,
    })}`,
  );

export const trustDownloadsQueryOptions = (grantId: string | null = null) =>
  infiniteQueryOptions({
    queryKey: TRUST_CENTER_KEYS.downloadsOf(grantId),
    queryFn: ({ pageParam }) => getTrustDownloads(grantId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * The download log a page at a time ("Load more"): a busy page is taken from often. Managers
 * only: the log names approved visitors.
 */
export const useTrustDownloads = (grantId: string | null = null) =>
  useInfiniteQuery({
    ...trustDownloadsQueryOptions(grantId),
    // Visitors take files while the team is away: ask again on each visit.
    staleTime: 0,
  });
