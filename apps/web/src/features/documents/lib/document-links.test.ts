import { describe, expect, it } from 'vitest';
import { linksBody } from './document-links.ts';

describe('a document’s links as the server takes them', () => {
  it('groups by type, keeps order and drops repeats', () => {
    expect(
      linksBody([
        { type: 'vendor', id: 'v1' },
        { type: 'control', id: 'c2' },
        { type: 'control', id: 'c1' },
        { type: 'control', id: 'c2' },
        { type: 'requirement', id: 'ISO27001:2022-A.5.1' },
      ]),
    ).toEqual({
      controlIds: ['c2', 'c1'],
      requirementIds: ['ISO27001:2022-A.5.1'],
      vendorIds: ['v1'],
    });
    expect(linksBody([])).toEqual({ controlIds: [], requirementIds: [], vendorIds: [] });
  });
});
