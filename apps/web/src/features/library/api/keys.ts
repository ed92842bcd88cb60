import type { LibraryListParams } from '../lib/library-search.ts';

/** Cache keys of the control library; adopting changes an item's adopted state. */
export const LIBRARY_KEYS = {
  all: ['library'] as const,
  list: (params: LibraryListParams) => ['library', 'list', params] as const,
};

/**
 * Other features' prefixes that adopting changes: the register (['controls']) and the
 * frameworks' requirement statuses (['frameworks']). The frameworks list is read here too, for
 * the framework filter, under the same key and shape as Framework Status reads it.
 */
export const CONTROLS_PREFIX = ['controls'] as const;
export const FRAMEWORKS_PREFIX = ['frameworks'] as const;
export const FRAMEWORKS_LIST_KEY = ['frameworks', 'list'] as const;
