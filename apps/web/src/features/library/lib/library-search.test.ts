import { describe, expect, it } from 'vitest';
import { hasLibraryFilters, validateLibrarySearch } from './library-search.ts';

describe('validateLibrarySearch', () => {
  it('keeps known categories and importances once, trims text', () => {
    expect(
      validateLibrarySearch({
        q: '  segregation of duties ',
        category: ['access-control', 'nope', 'access-control', 'privacy'],
        importance: 'MANDATORY',
        frameworkId: 'SOC2',
      }),
    ).toEqual({
      q: 'segregation of duties',
      category: ['access-control', 'privacy'],
      importance: ['MANDATORY'],
      frameworkId: 'SOC2',
    });
  });

  it('drops empty and unknown values', () => {
    expect(
      validateLibrarySearch({ q: ' ', category: 'x', importance: ['mandatory'], frameworkId: '' }),
    ).toEqual({ q: undefined, category: undefined, importance: undefined, frameworkId: undefined });
  });

  it('caps the search at 200 characters and refuses an over-long framework id', () => {
    const s = validateLibrarySearch({ q: 'a'.repeat(250), frameworkId: 'f'.repeat(65) });
    expect(s.q).toHaveLength(200);
    expect(s.frameworkId).toBeUndefined();
    expect(validateLibrarySearch({ frameworkId: 'f'.repeat(64) }).frameworkId).toHaveLength(64);
  });

  it('knows when a filter is on', () => {
    expect(hasLibraryFilters({})).toBe(false);
    expect(hasLibraryFilters({ category: [] })).toBe(false);
    expect(hasLibraryFilters({ q: 'mfa' })).toBe(true);
    expect(hasLibraryFilters({ frameworkId: 'GDPR' })).toBe(true);
  });
});
