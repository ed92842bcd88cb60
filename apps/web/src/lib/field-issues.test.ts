import { describe, expect, it } from 'vitest';
import { issuesByField } from './field-issues.ts';

describe('issuesByField', () => {
  it('keys issues by their top field, keeping the first', () => {
    expect(
      issuesByField([
        { field: 'evidenceIds.2', message: 'Evidence ev_9 not found' },
        { field: 'evidenceIds.3', message: 'Evidence ev_8 not found' },
        { field: 'file', message: 'This file type is not accepted' },
      ]),
    ).toEqual({ evidenceIds: 'Evidence ev_9 not found', file: 'This file type is not accepted' });
    expect(issuesByField([])).toEqual({});
  });
});
