import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LibraryList } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import type { AnswerLibrarySearch } from '../lib/library-search.ts';
import { ANSWER_LIBRARY_KEYS, LIBRARY_PATH } from './keys.ts';

/** The approved answers matching the words and standing; the counts are of the whole library. */
export const getAnswerLibrary = (search: AnswerLibrarySearch) =>
  api.get<LibraryList>(`${LIBRARY_PATH}${listQuery({ q: search.q, standing: search.standing })}`);

export const useAnswerLibrary = (search: AnswerLibrarySearch) =>
  useQuery({
    queryKey: ANSWER_LIBRARY_KEYS.list(search),
    queryFn: () => getAnswerLibrary(search),
    // Asked again on every visit: a review elsewhere adds answers, and a failed test or an
    // expired file makes one stale, without anything here to say so.
    staleTime: 0,
    // While other words or another standing load, the entries shown stay (dimmed).
    placeholderData: keepPreviousData,
  });
