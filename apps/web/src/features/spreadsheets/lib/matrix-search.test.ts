import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  riskFilterParams,
  toMatrixParams,
  toQueryString,
  validateMatrixSearch,
} from './matrix-search.ts';

describe('validateMatrixSearch', () => {
  it('keeps what the server accepts and drops the rest', () => {
    expect(
      validateMatrixSearch({
        category: ['FINANCIAL', 'nope', 'FINANCIAL'],
        status: 'assessed',
        riskLevel: ['critical'],
        search: '  fraud ',
        sortBy: 'title',
        sortDirection: 'sideways',
        controlIds: ['ctl_1', 'bad id!', 'ctl_1', 7],
      }),
    ).toEqual({
      category: ['FINANCIAL'],
      status: ['assessed'],
      riskLevel: ['critical'],
      search: 'fraud',
      sortBy: 'title',
      sortDirection: undefined,
      controlIds: ['ctl_1'],
    });
  });

  it('leaves the default sort out of the URL', () => {
    const s = validateMatrixSearch({ sortBy: 'riskScore', sortDirection: 'desc', search: ' ' });
    expect(s.sortBy).toBeUndefined();
    expect(s.sortDirection).toBeUndefined();
    expect(s.search).toBeUndefined();
    expect(toMatrixParams(s)).toMatchObject({ sortBy: 'riskScore', sortDirection: 'desc' });
  });
});

describe('query strings', () => {
  it('repeats arrays and skips empty values', () => {
    expect(toQueryString({ category: ['A', 'B'], search: undefined, sortBy: 'title' })).toBe(
      '?category=A&category=B&sortBy=title',
    );
    expect(toQueryString({ search: '' })).toBe('');
  });

  it('exports risks with the filters but without the control columns', () => {
    const params = toMatrixParams({ riskLevel: ['high'], controlIds: ['ctl_1'] });
    expect(riskFilterParams(params)).toEqual({
      riskLevel: ['high'],
      sortBy: 'riskScore',
      sortDirection: 'desc',
    });
  });

  it('knows when filters are set', () => {
    expect(hasFilters({ controlIds: ['ctl_1'], sortBy: 'title' })).toBe(false);
    expect(hasFilters({ status: ['closed'] })).toBe(true);
  });
});
