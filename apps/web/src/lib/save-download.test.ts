import { describe, expect, it } from 'vitest';
import { apiPath } from './save-download.ts';

describe('apiPath', () => {
  it.each([
    ['/api/evidence/ev_1/download', '/evidence/ev_1/download'],
    ['/evidence/ev_1/download', '/evidence/ev_1/download'],
    ['/apix/evidence', '/apix/evidence'],
    ['/api', '/api'],
  ])('%s -> %s', (url, path) => {
    expect(apiPath(url)).toBe(path);
  });
});
