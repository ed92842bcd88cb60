import { describe, expect, it } from 'vitest';
import { validateAriaSearch } from './search.ts';

describe('validateAriaSearch', () => {
  it.each([
    [{ c: 'cnv_1' }, { c: 'cnv_1' }],
    [{ c: ' cnv_1 ' }, { c: 'cnv_1' }],
    [{ c: '' }, { c: undefined }],
    [{ c: 42 }, { c: undefined }],
    [{ c: 'x'.repeat(65) }, { c: undefined }],
    [{}, { c: undefined }],
  ])('%o -> %o', (raw, search) => {
    expect(validateAriaSearch(raw)).toEqual(search);
  });
});
