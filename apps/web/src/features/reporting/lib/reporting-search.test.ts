import { describe, expect, it } from 'vitest';
import { validateReportingSearch } from './reporting-search.ts';

describe('the Report Builder URL', () => {
  it('keeps a saved report id', () => {
    expect(validateReportingSearch({ report: 'rdef_123' })).toEqual({ report: 'rdef_123' });
  });

  it.each([
    ['absent', {}],
    ['empty', { report: '' }],
    ['blank', { report: '   ' }],
    ['not text', { report: 42 }],
    ['a list', { report: ['a', 'b'] }],
    ['longer than any id', { report: 'x'.repeat(65) }],
  ])('drops a report id that is %s', (_, search) => {
    expect(validateReportingSearch(search)).toEqual({ report: undefined });
  });

  it('keeps an id of exactly 64 characters and ignores other params', () => {
    const id = 'a'.repeat(64);
    expect(validateReportingSearch({ report: ` ${id} `, tab: 'runs' })).toEqual({ report: id });
  });
});
