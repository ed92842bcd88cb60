import { describe, expect, it } from 'vitest';
import { LIBRARY_STANDINGS } from '@rampart/contracts';
import { hasLibraryFilters, STANDINGS, validateAnswerLibrarySearch } from './library-search.ts';

describe('validateAnswerLibrarySearch', () => {
  it('keeps the words and a known standing', () => {
    expect(validateAnswerLibrarySearch({ q: '  backups ', standing: 'stale' })).toEqual({
      q: 'backups',
      standing: 'stale',
    });
  });

  it('drops blank words, unknown standings and other params', () => {
    expect(validateAnswerLibrarySearch({ q: '  ', standing: 'old', page: 2 })).toEqual({});
    expect(validateAnswerLibrarySearch({ standing: ['nope', 'conflicting'] })).toEqual({
      standing: 'conflicting',
    });
  });

  it('cuts the words to the 200 characters the server takes', () => {
    expect(validateAnswerLibrarySearch({ q: 'a'.repeat(250) }).q).toHaveLength(200);
  });

  it('offers the standings of the contracts', () => {
    expect(STANDINGS).toEqual(LIBRARY_STANDINGS);
  });
});

describe('hasLibraryFilters', () => {
  it('is true with words or a standing, false with neither', () => {
    expect(hasLibraryFilters({})).toBe(false);
    expect(hasLibraryFilters({ q: 'mfa' })).toBe(true);
    expect(hasLibraryFilters({ standing: 'current' })).toBe(true);
  });
});
