import { describe, expect, it } from 'vitest';
import { hasFilters, toListParams, validateRegisterSearch } from './register-search.ts';

describe('validateRegisterSearch', () => {
  it('keeps known values, one or many, without duplicates', () => {
    expect(
      validateRegisterSearch({
        category: ['FINANCIAL', 'NOPE', 'FINANCIAL'],
        status: 'assessed',
        riskLevel: ['high', 'critical'],
      }),
    ).toMatchObject({
      category: ['FINANCIAL'],
      status: ['assessed'],
      riskLevel: ['high', 'critical'],
    });
  });

  it('drops unknown values, blank text and the default sort', () => {
    const s = validateRegisterSearch({
      category: 'space',
      owner: '  ',
      search: 42,
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    expect(s.category).toBeUndefined();
    expect(s.owner).toBeUndefined();
    expect(s.search).toBe('42');
    expect(s.sortBy).toBeUndefined();
    expect(s.sortDirection).toBeUndefined();
  });

  it('keeps a chosen sort and trims long text to what the server accepts', () => {
    const s = validateRegisterSearch({
      sortBy: 'riskScore',
      sortDirection: 'asc',
      owner: 'x'.repeat(300),
    });
    expect(s.sortBy).toBe('riskScore');
    expect(s.sortDirection).toBe('asc');
    expect(s.owner).toHaveLength(200);
    expect(validateRegisterSearch({ sortBy: 'password' }).sortBy).toBeUndefined();
  });
});

describe('list params and query', () => {
  it('fills the default sort (createdAt desc)', () => {
    expect(toListParams({})).toEqual({ sortBy: 'createdAt', sortDirection: 'desc' });
  });

  it('knows when any filter is on', () => {
    expect(hasFilters({ sortBy: 'title' })).toBe(false);
    expect(hasFilters({ owner: 'ann' })).toBe(true);
    expect(hasFilters({ riskLevel: ['low'] })).toBe(true);
  });
});
