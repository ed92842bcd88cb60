import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  hasFilters,
  toListParams,
  validateDocumentsSearch,
  withChange,
} from './documents-search.ts';

describe('the documents list in the URL', () => {
  it('keeps what the server accepts and drops the rest', () => {
    expect(
      validateDocumentsSearch({
        search: '  capybara  ',
        source: 'evidence',
        kind: ['policy', 'novel', 'policy'],
        status: 'approved',
        ownerUserId: 'usr_1',
        needsReview: 'true',
        sortBy: 'title',
        sortDirection: 'asc',
        page: '3',
      }),
    ).toEqual({
      search: 'capybara',
      source: 'evidence',
      kind: ['policy'],
      status: ['approved'],
      ownerUserId: 'usr_1',
      needsReview: true,
      sortBy: 'title',
      sortDirection: 'asc',
      page: 3,
    });
    expect(
      validateDocumentsSearch({ source: 'email', sortBy: 'size', needsReview: 'yes', page: '1' }),
    ).toEqual({
      search: undefined,
      source: undefined,
      kind: undefined,
      status: undefined,
      ownerUserId: undefined,
      needsReview: undefined,
      sortBy: undefined,
      sortDirection: undefined,
      page: undefined,
    });
  });

  it('leaves the default sort out of the URL and fills it in for the server', () => {
    const s = validateDocumentsSearch({ sortBy: 'updatedAt', sortDirection: 'desc' });
    expect([s.sortBy, s.sortDirection]).toEqual([undefined, undefined]);
    expect(toListParams({ page: 2, search: 'x' })).toEqual({
      search: 'x',
      sortBy: 'updatedAt',
      sortDirection: 'desc',
    });
  });

  it('starts again at page 1 on any change, and resets filters but not the sort', () => {
    expect(withChange({ page: 4, search: 'a' }, { kind: ['plan'] })).toEqual({
      search: 'a',
      kind: ['plan'],
      page: undefined,
    });
    const s = { sortBy: 'title', sortDirection: 'asc', needsReview: true, page: 2 } as const;
    expect(hasFilters(s)).toBe(true);
    expect(clearFilters(s)).toEqual({ sortBy: 'title', sortDirection: 'asc' });
    expect(hasFilters(clearFilters(s))).toBe(false);
  });
});
