import { describe, expect, it } from 'vitest';
import { formatBytes, titleFromFileName, toDateInput, todayInput } from './dates.ts';

describe('date inputs', () => {
  it.each([
    ['2026-11-22T00:00:00.000Z', '2026-11-22'],
    ['2026-11-22T23:59:00.000Z', '2026-11-22'],
    [null, ''],
    ['', ''],
    ['not a date', ''],
  ])('%j -> %j', (iso, value) => {
    expect(toDateInput(iso)).toBe(value);
  });

  it("gives the user's day, zero-padded", () => {
    expect(todayInput(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('files', () => {
  it.each([
    ['q3-access-review.pdf', 'q3-access-review'],
    ['archive.tar.gz', 'archive.tar'],
    ['.env', '.env'],
    ['README', 'README'],
  ])('titles %s as %s', (name, title) => {
    expect(titleFromFileName(name)).toBe(title);
  });

  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [14_540, '14.2 KB'],
    [3 * 1024 * 1024, '3.0 MB'],
  ])('%i bytes read %s', (n, text) => {
    expect(formatBytes(n)).toBe(text);
  });
});
