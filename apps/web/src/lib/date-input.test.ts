import { describe, expect, it } from 'vitest';
import { toDateInput, todayInput } from './date-input.ts';

describe('date inputs', () => {
  it.each([
    ['2026-11-22T00:00:00.000Z', '2026-11-22'],
    ['2026-11-22T23:59:00.000Z', '2026-11-22'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['not a date', ''],
  ])('%j -> %j', (iso, value) => {
    expect(toDateInput(iso)).toBe(value);
  });

  it("gives the user's day, zero-padded", () => {
    expect(todayInput(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
