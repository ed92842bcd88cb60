import type { LibraryListParams } from '../lib/library-search.ts';

/** Cache keys of the control library; adopting changes an item's adopted state. */
export const LIBRARY_KEYS = {
  all: ['library'] as const,
  list: (params: LibraryListParams) => ['library', 'list', params] as const,
};

/**
 * The frameworks list, read here for the framework filter, under the same key and shape as
 * Framework Status reads it (adopting invalidates it through lib/adopt-library-controls.ts).
 */
export const FRAMEWORKS_LIST_KEY = ['frameworks', 'list'] as const;
