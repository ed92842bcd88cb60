import { describe, expect, it } from 'vitest';
import { formatBytes, titleFromFileName } from './files.ts';

describe('files', () => {
  it.each([
    ['q3-access-review.pdf', 'q3-access-review'],
    ['archive.tar.gz', 'archive.tar'],
    ['.env', '.env'],
    ['README', 'README'],
    ['  spaced .pdf', 'spaced'],
    [`${'a'.repeat(250)}.pdf`, 'a'.repeat(200)],
  ])('titles %s as %s', (name, title) => {
    expect(titleFromFileName(name)).toBe(title);
  });

  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [14_540, '14.2 KB'],
    [1024 * 1024 - 1, '1024.0 KB'],
    [3 * 1024 * 1024, '3.0 MB'],
  ])('%i bytes read %s', (n, text) => {
    expect(formatBytes(n)).toBe(text);
  });
});
