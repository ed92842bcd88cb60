import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  hasFilters,
  pageCount,
  toListParams,
  validateControlsSearch,
  withChange,
} from './controls-search.ts';

describe('validateControlsSearch', () => {
  it('keeps the filters of spec §5 and drops values the server would refuse', () => {
    expect(
      validateControlsSearch({
        type: ['preventive', 'bogus', 'preventive'],
        effectiveness: 'high',
        status: ['active', 'retired'],
        search: '  backup  ',
        sortBy: 'nextTestDate',
        sortDirection: 'asc',
        page: '3',
      }),
    ).toEqual({
      type: ['preventive'],
      effectiveness: ['high'],
      status: ['active', 'retired'],
      search: 'backup',
      sortBy: 'nextTestDate',
      sortDirection: 'asc',
      page: 3,
    });
  });

  it('leaves defaults and nonsense out of the URL', () => {
    expect(
      validateControlsSearch({
        sortBy: 'createdAt',
        sortDirection: 'desc',
        search: '   ',
        page: '1',
        effectiveness: ['great'],
      }),
    ).toEqual({
      type: undefined,
      effectiveness: undefined,
      status: undefined,
      search: undefined,
      sortBy: undefined,
      sortDirection: undefined,
      page: undefined,
    });
  });

  it.each([['0'], ['-2'], ['2.5'], ['abc'], [null]])('ignores page %j', (page) => {
    expect(validateControlsSearch({ page }).page).toBeUndefined();
  });

  it('cuts a long search to 200 characters', () => {
    expect(validateControlsSearch({ search: 'x'.repeat(300) }).search).toHaveLength(200);
  });
});

describe('list params', () => {
  it('fills the spec default sort (createdAt desc) and drops the page', () => {
    expect(toListParams({ status: ['active'], page: 4 })).toEqual({
      status: ['active'],
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
  });

  it('knows when filters are set and clears them keeping the sort', () => {
    expect(hasFilters({ sortBy: 'title' })).toBe(false);
    expect(hasFilters({ effectiveness: ['low'] })).toBe(true);
    expect(clearFilters({ search: 'x', sortBy: 'title', page: 2 })).toEqual({
      sortBy: 'title',
      sortDirection: undefined,
    });
  });

  it('goes back to the first page when filters or sort change', () => {
    expect(withChange({ page: 3, search: 'a' }, { search: 'b' })).toEqual({
      search: 'b',
      page: undefined,
    });
  });

  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [100_000, 2000],
  ])('%i rows make %i pages of 50', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});
