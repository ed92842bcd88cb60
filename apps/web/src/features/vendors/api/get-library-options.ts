import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, LibraryControlItem } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { VENDOR_CONTROL_CATEGORY } from './get-control-options.ts';

type LibraryPage = Page<LibraryControlItem>;

/** The library holds a handful of vendor-management controls: one page has them all. */
export const LIBRARY_OPTIONS_LIMIT = 50;

/**
 * Under ['library'], so adopting (lib/adopt-library-controls.ts) refreshes each row's adopted
 * state; apart from the library page's ['library', 'list', ...] keys.
 */
export const libraryOptionsKey = (search: string) =>
  ['library', 'options', 'vendors', search] as const;

/** The library's vendor-management controls, ranked by the search when there is one. */
export const getLibraryOptions = (search: string) =>
  api.get<LibraryPage>(
    `/library/controls${listQuery({
      category: [VENDOR_CONTROL_CATEGORY],
      q: search,
      limit: LIBRARY_OPTIONS_LIMIT,
    })}`,
  );

/** Those the organisation has not adopted yet: adopted ones are among its own controls. */
export const notAdopted = (items: readonly LibraryControlItem[]): LibraryControlItem[] =>
  items.filter((c) => c.adoptedControlId === null);

export const libraryOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: libraryOptionsKey(search),
    queryFn: () => getLibraryOptions(search),
  });

export const useLibraryOptions = (search: string) =>
  useQuery({ ...libraryOptionsQueryOptions(search), placeholderData: keepPreviousData });
