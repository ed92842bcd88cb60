import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LibraryList } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import type { AnswerLibrarySearch } from '../lib/library-search.ts';
import { ANSWER_LIBRARY_KEYS, LIBRARY_PATH } from './keys.ts';

export const LIBRARY_PAGE_SIZE = 100;

/**
 * One page of the approved answers matching the words and standing; `total` counts the matches,
 * the counts are of the whole library.
 */
export const getAnswerLibrary = (search: AnswerLibrarySearch, cursor?: string) =>
  api.get<LibraryList>(
    `${LIBRARY_PATH}${listQuery({
      q: search.q,
      standing: search.standing,
      limit: LIBRARY_PAGE_SIZE,
      cursor,
    })}`,
  );

export const answerLibraryQueryOptions = (search: AnswerLibrarySearch) =>
  infiniteQueryOptions({
    queryKey: ANSWER_LIBRARY_KEYS.list(search),
    queryFn: ({ pageParam }) => getAnswerLibrary(search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The library a page at a time ("Load more"). */
export const useAnswerLibrary = (search: AnswerLibrarySearch) =>
  useInfiniteQuery({
    ...answerLibraryQueryOptions(search),
    // Asked again on every visit: a review elsewhere adds answers, and a failed test or an
    // expired file makes one stale, without anything here to say so.
    staleTime: 0,
    // While other words or another standing load, the entries shown stay (dimmed).
    placeholderData: keepPreviousData,
  });
