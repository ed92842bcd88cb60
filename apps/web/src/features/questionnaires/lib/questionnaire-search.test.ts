import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_LIMITS, QUESTIONNAIRE_SORT_COLUMNS } from '@rampart/contracts';
import {
  clearFilters,
  hasFilters,
  pageCount,
  QUESTIONNAIRE_SORT_VALUES,
  titleError,
  toListParams,
  validateQuestionnairesSearch,
  withChange,
} from './questionnaire-search.ts';

describe('validateQuestionnairesSearch', () => {
  it('keeps the filters the server reads and drops values it would refuse', () => {
    expect(
      validateQuestionnairesSearch({
        search: '  vendor  ',
        status: ['published', 'gone', 'published', 'draft'],
        category: ' Vendor security ',
        sortBy: 'title',
        sortDirection: 'asc',
        page: '2',
      }),
    ).toEqual({
      search: 'vendor',
      status: ['published', 'draft'],
      category: 'Vendor security',
      sortBy: 'title',
      sortDirection: 'asc',
      page: 2,
    });
  });

  it('leaves defaults and nonsense out of the URL', () => {
    const out = validateQuestionnairesSearch({
      search: ' ',
      status: 'retired',
      category: '',
      sortBy: 'updatedAt',
      sortDirection: 'desc',
      page: '1',
    });
    expect(Object.values(out).every((v) => v === undefined)).toBe(true);
  });

  it('drops a sort column the server does not have', () => {
    expect(validateQuestionnairesSearch({ sortBy: 'questionCount' }).sortBy).toBeUndefined();
  });

  it('cuts a category to the 100 characters the server takes', () => {
    expect(validateQuestionnairesSearch({ category: 'c'.repeat(150) }).category).toHaveLength(100);
  });

  it('repeats exactly the sort columns of the contract', () => {
    expect([...QUESTIONNAIRE_SORT_VALUES].sort()).toEqual([...QUESTIONNAIRE_SORT_COLUMNS].sort());
  });
});

describe('list state', () => {
  it('fills in the default sort and leaves the page to the caller', () => {
    expect(toListParams({ search: 'x', page: 3 })).toEqual({
      search: 'x',
      sortBy: 'updatedAt',
      sortDirection: 'desc',
    });
  });

  it('tells filters from sort and page', () => {
    expect(hasFilters({ sortBy: 'title', page: 2 })).toBe(false);
    expect(hasFilters({ status: ['draft'] })).toBe(true);
    expect(hasFilters({ category: 'GDPR' })).toBe(true);
  });

  it('clears filters but keeps the sort, and any change goes back to page 1', () => {
    const s = { search: 'a', status: ['draft' as const], sortBy: 'title' as const, page: 4 };
    expect(clearFilters(s)).toEqual({ sortBy: 'title', sortDirection: undefined });
    expect(withChange(s, { category: 'GDPR' }).page).toBeUndefined();
  });

  it.each([
    [0, 1],
    [50, 1],
    [51, 2],
  ])('%i rows make %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});

describe('titleError', () => {
  const max = QUESTIONNAIRE_LIMITS.titleMax;
  it.each([
    ['', 'Title is required'],
    ['   ', 'Title is required'],
    ['a', null],
    ['a'.repeat(max), null],
    ['a'.repeat(max + 1), `Title is at most ${max} characters`],
  ])('%j gives %j', (title, expected) => {
    expect(titleError(title)).toBe(expected);
  });
});
