import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, LibraryControlItem } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { LIBRARY_PAGE_SIZE, type LibraryListParams } from '../lib/library-search.ts';
import { LIBRARY_KEYS } from './keys.ts';

export type LibraryPage = Page<LibraryControlItem>;

/** One page of library controls: ranked by full-text match when searching. */
export const getLibraryControls = (params: LibraryListParams, cursor: string | null) =>
  api.get<LibraryPage>(
    `/library/controls${listQuery({ ...params, limit: LIBRARY_PAGE_SIZE, cursor })}`,
  );

/** Pages follow the server's cursor as the list scrolls; new filters start over. */
export const useLibraryControls = (params: LibraryListParams) =>
  useInfiniteQuery({
    queryKey: LIBRARY_KEYS.list(params),
    queryFn: ({ pageParam }) => getLibraryControls(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While new filters load, the previous rows stay (dimmed) so the list does not flash.
    placeholderData: keepPreviousData,
  });
