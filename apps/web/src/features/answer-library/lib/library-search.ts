import type { LibraryStanding } from '@rampart/contracts';
import { oneOf, text } from '../../../lib/search-params.ts';

// Read by the route table in the entry chunk (decision 008): no runtime import of the contracts'
// schema module, so the standings are written out here and a test holds them to the contracts'.

/** The standings an entry can have, in the order the filter offers them. */
export const STANDINGS = [
  'current',
  'stale',
  'conflicting',
] as const satisfies readonly LibraryStanding[];

/** The answer library's state in the URL: the words searched and the standing shown. */
export type AnswerLibrarySearch = { q?: string; standing?: LibraryStanding };

/** Reads the search params, dropping what the server would refuse. */
export const validateAnswerLibrarySearch = (raw: Record<string, unknown>): AnswerLibrarySearch => {
  const q = text(raw.q);
  const standing = oneOf(raw.standing, STANDINGS);
  return { ...(q ? { q } : {}), ...(standing ? { standing } : {}) };
};

export const hasLibraryFilters = (s: AnswerLibrarySearch): boolean => Boolean(s.q || s.standing);
