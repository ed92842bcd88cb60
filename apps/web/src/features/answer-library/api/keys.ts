import type { AnswerLibrarySearch } from '../lib/library-search.ts';

export const LIBRARY_PATH = '/questionnaires/answer-library';
export const libraryEntryPath = (id: string) => `${LIBRARY_PATH}/${encodeURIComponent(id)}`;

/** Cache keys of the answer library; a removal refreshes every search of it. */
export const ANSWER_LIBRARY_KEYS = {
  all: ['answer-library'] as const,
  list: (search: AnswerLibrarySearch) => ['answer-library', 'list', search] as const,
};
