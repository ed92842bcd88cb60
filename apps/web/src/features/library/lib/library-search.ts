import {
  LIBRARY_CATEGORY_VALUES,
  LIBRARY_IMPORTANCE_VALUES,
  type LibraryControlItem,
} from '@rampart/contracts';
import { many } from '../../../lib/search-params.ts';

export type LibraryCategory = (typeof LIBRARY_CATEGORY_VALUES)[number];
export type LibraryImportance = LibraryControlItem['importance'];

/** The library's state in the URL: search text and filters. */
export type LibrarySearch = {
  q?: string;
  category?: LibraryCategory[];
  importance?: LibraryImportance[];
  frameworkId?: string;
};

/** The API's query: the same, as the server reads it. */
export type LibraryListParams = LibrarySearch;

export const LIBRARY_PAGE_SIZE = 50;
const MAX_SEARCH = 200;
const MAX_ID = 64;

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const v = String(value).trim();
  return v === '' ? undefined : v;
};

/** Reads the search params, dropping what the server would refuse. */
export const validateLibrarySearch = (raw: Record<string, unknown>): LibrarySearch => {
  const frameworkId = text(raw.frameworkId);
  return {
    q: text(raw.q)?.slice(0, MAX_SEARCH),
    category: many(raw.category, LIBRARY_CATEGORY_VALUES),
    importance: many(raw.importance, LIBRARY_IMPORTANCE_VALUES),
    // An id longer than any framework's cannot match one: drop it rather than cut it.
    frameworkId: frameworkId && frameworkId.length <= MAX_ID ? frameworkId : undefined,
  };
};

export const hasLibraryFilters = (s: LibrarySearch): boolean =>
  Boolean(s.q || s.category?.length || s.importance?.length || s.frameworkId);
