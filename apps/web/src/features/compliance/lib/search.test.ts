import { describe, expect, it } from 'vitest';
import {
  clearRequirementFilters,
  hasRequirementFilters,
  validateFrameworkSearch,
  validateGapsSearch,
} from './search.ts';

describe('validateFrameworkSearch', () => {
  it('keeps known statuses once and trims text', () => {
    expect(
      validateFrameworkSearch({
        status: ['met', 'bogus', 'met', 'not_met'],
        group: ' A.5 ',
        q: '',
        requirement: 'HIPAA-164.312(a)(1)',
      }),
    ).toEqual({
      status: ['met', 'not_met'],
      group: 'A.5',
      q: undefined,
      requirement: 'HIPAA-164.312(a)(1)',
    });
  });

  it('accepts a single status and drops junk', () => {
    expect(validateFrameworkSearch({ status: 'partly_met', q: 42 })).toEqual({
      status: ['partly_met'],
      group: undefined,
      q: '42',
      requirement: undefined,
    });
    expect(validateFrameworkSearch({ status: 'x', group: {} })).toEqual({
      status: undefined,
      group: undefined,
      q: undefined,
      requirement: undefined,
    });
  });

  it('caps text at 200 characters', () => {
    expect(validateFrameworkSearch({ q: 'x'.repeat(300) }).q).toHaveLength(200);
  });

  it('knows when filters are on and clears them, keeping the open requirement', () => {
    expect(hasRequirementFilters({ requirement: 'r' })).toBe(false);
    expect(hasRequirementFilters({ status: ['met'] })).toBe(true);
    expect(hasRequirementFilters({ status: [] })).toBe(false);
    expect(clearRequirementFilters({ q: 'a', group: 'g', requirement: 'r' })).toEqual({
      requirement: 'r',
    });
  });
});

describe('validateGapsSearch', () => {
  it('reads the framework id', () => {
    expect(validateGapsSearch({ frameworkId: 'SOC2' })).toEqual({ frameworkId: 'SOC2' });
    expect(validateGapsSearch({ frameworkId: '' })).toEqual({ frameworkId: undefined });
  });
});
