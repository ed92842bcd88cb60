import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.ts';

describe('formatDate', () => {
  it.each([
    ['2026-11-22T10:00:00.000Z', 'Nov 22, 2026'],
    ['2026-01-01T00:00:00.000Z', 'Jan 1, 2026'],
    ['2026-12-31T23:59:59.999Z', 'Dec 31, 2026'],
    [new Date('2025-07-04T12:00:00Z'), 'Jul 4, 2025'],
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    ['not a date', '—'],
  ])('%s -> %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2026-11-22T14:05:09.000Z', 'Nov 22, 2026, 14:05 UTC'],
    ['2026-11-22T00:00:00.000Z', 'Nov 22, 2026, 00:00 UTC'],
    ['2026-11-22T23:59:00.000Z', 'Nov 22, 2026, 23:59 UTC'],
    [null, '—'],
    ['garbage', '—'],
  ])('%s -> %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });
});
