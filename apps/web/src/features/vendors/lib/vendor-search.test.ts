import { describe, expect, it } from 'vitest';
import { VENDOR_SORT_COLUMNS } from '@rampart/contracts';
import {
  clearFilters,
  hasFilters,
  pageCount,
  toListParams,
  validateVendorDetailSearch,
  validateVendorsSearch,
  VENDOR_SORT_VALUES,
  withChange,
} from './vendor-search.ts';

describe('validateVendorsSearch', () => {
  it('keeps the filters the server reads and drops values it would refuse', () => {
    expect(
      validateVendorsSearch({
        search: '  acme  ',
        category: ['CLOUD_PROVIDER', 'cloud', 'CLOUD_PROVIDER'],
        tier: 'critical',
        status: ['active', 'gone'],
        complianceStatus: ['HIGH_RISK', 'CRITICAL_RISK'],
        ownerUserId: 'user_1',
        reviewDue: 'true',
        sortBy: 'riskScore',
        sortDirection: 'asc',
        page: '3',
      }),
    ).toEqual({
      search: 'acme',
      category: ['CLOUD_PROVIDER'],
      tier: ['critical'],
      status: ['active'],
      complianceStatus: ['HIGH_RISK', 'CRITICAL_RISK'],
      ownerUserId: 'user_1',
      reviewDue: true,
      sortBy: 'riskScore',
      sortDirection: 'asc',
      page: 3,
    });
  });

  it('leaves defaults and nonsense out of the URL', () => {
    const out = validateVendorsSearch({
      search: '   ',
      sortBy: 'createdAt',
      sortDirection: 'desc',
      reviewDue: 'yes',
      page: '1',
      ownerUserId: 'x'.repeat(65),
      tier: ['urgent'],
    });
    expect(Object.values(out).every((v) => v === undefined)).toBe(true);
  });

  it('cuts a long search to the 200 characters the server takes', () => {
    expect(validateVendorsSearch({ search: 'a'.repeat(250) }).search).toHaveLength(200);
  });

  it.each([['0'], ['-2'], ['2.5'], ['two']])('ignores the page %s', (page) => {
    expect(validateVendorsSearch({ page }).page).toBeUndefined();
  });
});

it('sorts by the columns of the contract, no more and no fewer', () => {
  expect([...VENDOR_SORT_VALUES].sort()).toEqual([...VENDOR_SORT_COLUMNS].sort());
});

describe('list state', () => {
  it('fills in the default sort and leaves the page out of the list params', () => {
    expect(toListParams({ tier: ['high'], page: 4 })).toEqual({
      tier: ['high'],
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
  });

  it('knows when a filter is on', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ sortBy: 'name', page: 2 })).toBe(false);
    expect(hasFilters({ reviewDue: true })).toBe(true);
    expect(hasFilters({ ownerUserId: 'u' })).toBe(true);
    expect(hasFilters({ complianceStatus: ['COMPLIANT'] })).toBe(true);
  });

  it('clears filters but keeps the sort, and any change goes back to page 1', () => {
    expect(clearFilters({ search: 'a', tier: ['low'], sortBy: 'name', page: 3 })).toEqual({
      sortBy: 'name',
      sortDirection: undefined,
    });
    expect(withChange({ page: 5, search: 'a' }, { tier: ['low'] })).toEqual({
      search: 'a',
      tier: ['low'],
      page: undefined,
    });
  });

  it.each([
    [0, 1],
    [50, 1],
    [51, 2],
    [1000, 20],
  ])('%i vendors fill %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});

describe('validateVendorDetailSearch', () => {
  it('keeps a known tab, and leaves the first (overview) out of the URL', () => {
    expect(validateVendorDetailSearch({ tab: 'findings' })).toEqual({ tab: 'findings' });
    expect(validateVendorDetailSearch({ tab: 'overview' })).toEqual({ tab: undefined });
    expect(validateVendorDetailSearch({ tab: 'secrets' })).toEqual({ tab: undefined });
  });
});
