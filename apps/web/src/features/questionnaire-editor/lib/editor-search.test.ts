import { describe, expect, it } from 'vitest';
import { modeOf, validateEditorSearch } from './editor-search.ts';

describe('the editor search', () => {
  it('keeps view and edit, and leaves the default collaborate out of the URL', () => {
    expect(validateEditorSearch({ mode: 'view' })).toEqual({ mode: 'view' });
    expect(validateEditorSearch({ mode: 'edit' })).toEqual({ mode: 'edit' });
    expect(validateEditorSearch({ mode: 'collaborate' })).toEqual({ mode: undefined });
    expect(validateEditorSearch({ mode: 'admin' })).toEqual({ mode: undefined });
    expect(validateEditorSearch({})).toEqual({ mode: undefined });
  });

  it('reads a missing mode as collaborate', () => {
    expect(modeOf({})).toBe('collaborate');
    expect(modeOf({ mode: 'view' })).toBe('view');
  });
});
