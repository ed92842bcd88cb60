import { describe, expect, it } from 'vitest';
import { reminderDaysText } from './assignment-labels.ts';
import { endOfDayUtc } from './link-labels.ts';

describe('reminderDaysText', () => {
  it.each([
    [[7, 3, 1], '7, 3 and 1 days before'],
    [[1, 7], '7 and 1 days before'],
    [[1], '1 day before'],
    [[3], '3 days before'],
    [[], 'no reminder days'],
  ])('%j reads "%s"', (days, text) => {
    expect(reminderDaysText(days)).toBe(text);
  });
});

describe('endOfDayUtc', () => {
  it('keeps a link working to the last second of its day, UTC', () => {
    expect(new Date(endOfDayUtc('2026-03-01')).toISOString()).toBe('2026-03-01T23:59:59.000Z');
  });
});
